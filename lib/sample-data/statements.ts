/**
 * Curated anchors of the three showcase companies' financial statements (fictional sample data). The statements
 * themselves are generated like every registry company's (`lib/financials/generate.ts`); these anchors fix what the
 * showcase story rests on: revenue of 2022–2025, gross margin and net profit of 2023–2025, and 2025 total assets and
 * total liabilities (with 2025 revenue and net profit, the registry record's `financials`). Amounts in CNY yuan,
 * margins in percent.
 * Every sentence that states one of these figures is generated from the statements or checked against them
 * (tests/unit/facts-consistency.ts); change a figure here and the texts must follow.
 */
import type { Ckey } from './keys';

export interface ShowcaseStatementAnchors {
  /** Revenue of 2022, 2023, 2024 and 2025 (yuan). */
  revenue: [number, number, number, number];
  /** Gross margin of 2023, 2024 and 2025, percent (one decimal). */
  grossMarginPct: [number, number, number];
  /** Net profit of 2023, 2024 and 2025 (yuan). */
  netProfit: [number, number, number];
  totalAssets: number;
  totalLiabilities: number;
}

export const showcaseStatementAnchors: Record<Ckey, ShowcaseStatementAnchors> = {
  // 澄湖微动: grown steadily for three years (+10.1 %, +10.1 %, +12.4 %).
  c9f2a1e7b3: {
    revenue: [283_400_000, 312_000_000, 343_416_000, 386_000_000],
    grossMarginPct: [22.6, 22.1, 21.8],
    netProfit: [25_900_000, 29_800_000, 33_600_000],
    totalAssets: 412_000_000,
    totalLiabilities: 178_000_000,
  },
  // 岑仓冷链: up in 2024, down 8.6 % in 2025, margins thinning into a small loss.
  d4e8b6a2c1: {
    revenue: [214_000_000, 228_000_000, 235_230_000, 215_000_000],
    grossMarginPct: [11.8, 10.9, 9.4],
    netProfit: [3_200_000, 800_000, -4_600_000],
    totalAssets: 238_000_000,
    totalLiabilities: 162_000_000,
  },
  // 启屿新材: grew to 2024, then down 31.5 % in 2025 with the lithium price, gross margin down to 4.2 %, a heavy loss.
  a7c3e9f5d2: {
    revenue: [1_050_000_000, 1_210_000_000, 1_343_066_000, 920_000_000],
    grossMarginPct: [15.2, 12.6, 4.2],
    netProfit: [38_000_000, 12_400_000, -118_600_000],
    totalAssets: 1_480_000_000,
    totalLiabilities: 1_170_000_000,
  },
};
