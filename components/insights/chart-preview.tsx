import { line } from 'd3-shape';
import { getFormatter } from 'next-intl/server';
import { figureFormat } from '@/lib/format/figures';
import { categoryPositions, seriesColour, valueAxis } from '@/lib/insights/chart-layout';
import type { ChartSeries, InsightChartProps } from './insight-chart';
import styles from './insights.module.css';

/** The plot is drawn in a 1000 × 1000 box stretched over the plot area (`preserveAspectRatio="none"`). */
const BOX = 1000;

/** Props of `ChartPreview`: a line chart's data, as `InsightChart` takes it. */
export interface ChartPreviewProps extends Pick<InsightChartProps, 'data' | 'height' | 'zeroBased'> {
  /** Line series only: bars are sized in pixels by recharts and are not drawn here. */
  series: (ChartSeries & { type: 'line' })[];
}

/**
 * A server-drawn picture of a line chart, for a chart in the first screen: the page shows its figure without
 * loading recharts (~118 KiB gzip) during start-up, and `InsightChart` swaps in the interactive drawing (tooltips)
 * when the visitor starts using the page. It is laid out like the recharts drawing — value axis 64 px on the left,
 * category labels below, legend under them, the same tick values (`valueAxis`) and category positions
 * (`categoryPositions`) — so the swap does not move the lines. The plot is an SVG stretched to the box with
 * non-scaling strokes, so it needs no measuring and fits any width; the labels are HTML. Decorative for
 * assistive technology like the drawing: the figure's text summary and data table carry the numbers.
 */
export async function ChartPreview({ data, series, height = 320, zeroBased = true }: ChartPreviewProps) {
  const f = figureFormat(await getFormatter());
  const kind = series[0]?.kind ?? 'count';
  const values = data.flatMap((d) => series.map((s) => Number(d[s.key])));
  const axis = valueAxis(values, { zeroBased });
  const [lo, hi] = axis.domain;
  const xs = categoryPositions(data.length, false);
  const y = (v: number) => Math.round((1 - (v - lo) / (hi - lo)) * BOX * 10) / 10;
  const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
  const x = (i: number) => Math.round(xs[i] * BOX * 10) / 10;
  const path = line<number>()
    .x((_, i) => x(i))
    .y((v) => y(v));

  return (
    <div className={styles.preview} style={{ height }} aria-hidden="true" data-chart-preview="">
      <div className={styles.previewPlotRow}>
        <div className={styles.previewValueAxis}>
          {axis.ticks.map((t) => (
            <span key={t} className={styles.previewValueTick} style={{ top: percent(1 - (t - lo) / (hi - lo)) }}>
              {f.value(kind, t)}
            </span>
          ))}
        </div>
        <div className={styles.previewPlotArea}>
          <svg
            className={styles.previewPlot}
            viewBox={`0 0 ${BOX} ${BOX}`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {axis.ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={BOX}
                y1={y(t)}
                y2={y(t)}
                className={styles.previewGrid}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={`M0 0V${BOX}H${BOX}`} className={styles.previewAxisLine} vectorEffect="non-scaling-stroke" />
            {series.map((s, i) => {
              const points = data.map((d) => Number(d[s.key]));
              // Dots are zero-length segments with round caps: circles whatever the box's aspect ratio.
              const dots = points.map((v, j) => `M${x(j)} ${y(v)}h0`).join('');
              return (
                <g key={s.key} stroke={seriesColour(i, s.color)} fill="none">
                  <path d={path(points) ?? ''} strokeWidth={2} vectorEffect="non-scaling-stroke" />
                  <path d={dots} strokeWidth={8} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
                  <path
                    d={dots}
                    strokeWidth={4}
                    strokeLinecap="round"
                    stroke="#fff"
                    vectorEffect="non-scaling-stroke"
                  />
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      <div className={styles.previewCategoryAxis}>
        {data.map((d, i) => (
          <span key={d.label} className={styles.previewCategoryTick} style={{ left: percent(xs[i]) }}>
            {d.label}
          </span>
        ))}
      </div>
      {series.length > 1 ? (
        <ul className={styles.previewLegend}>
          {series.map((s, i) => (
            <li key={s.key} style={{ color: seriesColour(i, s.color) }}>
              <span className={styles.previewLegendIcon} style={{ background: seriesColour(i, s.color) }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
