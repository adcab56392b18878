/**
 * Writing options of the template reports (/AI/reportV2) and the reader of the free-text prompt.
 *
 * There is no language model on this site, so the prompt is not "understood": `parsePrompt` splits it into clauses
 * (at 。；;!?！？, line breaks and full stops) and recognises, in Chinese and English, only instructions about the
 * structured options — language ("用英文" / "in English"), length ("简短" / "brief", "详细" / "detailed"), number of
 * key points ("3 个要点" / "5 key points", 1–10), tone ("审慎" / "cautious", "通俗" / "plain", "正式" / "formal")
 * and sections ("只要司法和股东部分" / "only judicial and shareholders", "不要舆情" / "without news"). Every other
 * clause is returned as not applied, so the page can say so. The prompt text itself never reaches the report.
 */
import type { Locale } from '@/i18n/routing';
import type { SectionId } from './report-model';

export const reportLengths = ['brief', 'standard', 'detailed'] as const;
export type ReportLength = (typeof reportLengths)[number];
export const reportTones = ['formal', 'plain', 'cautious'] as const;
export type ReportTone = (typeof reportTones)[number];
export const maxKeyPoints = 10;

/** Structured writing options of a template report. */
export interface ReportOptions {
  /** Sections to include, a subset of the template's (kept in the template's order). */
  sections: SectionId[];
  length: ReportLength;
  /** Key points listed in the summary, 0–10 (0: none). */
  keyPoints: number;
  tone: ReportTone;
  /** Language of the report (the page switches to that locale; the PDF is rendered in it). */
  language: Locale;
}

/** The options a template starts with. */
export function defaultOptions(sections: readonly SectionId[], language: Locale): ReportOptions {
  return { sections: [...sections], length: 'standard', keyPoints: 3, tone: 'formal', language };
}

/** One instruction read from the prompt, with the clause it came from. */
export type PromptInstruction =
  | { kind: 'language'; value: Locale; clause: string }
  | { kind: 'length'; value: ReportLength; clause: string }
  | { kind: 'keyPoints'; value: number; clause: string }
  | { kind: 'tone'; value: ReportTone; clause: string }
  | { kind: 'sections'; value: SectionId[]; clause: string }
  /** Names sections the template does not have, or asks for an out-of-range number of key points. */
  | { kind: 'invalid'; reason: 'sectionsNotInTemplate' | 'keyPointsRange'; clause: string };

export interface ParsedPrompt {
  /** Instructions recognised, in prompt order. */
  applied: Exclude<PromptInstruction, { kind: 'invalid' }>[];
  /** Clauses that are not an instruction this page can follow, and recognised but unusable ones. */
  notApplied: ({ kind: 'unknown'; clause: string } | Extract<PromptInstruction, { kind: 'invalid' }>)[];
}

/** Longest prompt read, in characters (the text field allows 400). */
export const maxPromptLength = 400;

const sectionWords: Record<SectionId, RegExp> = {
  summary: /摘要|概述|概要|summary|overview/i,
  registration: /登记|工商|注册信息|registration|registry details/i,
  shareholders: /股东|股权|shareholder|ownership|equity/i,
  risks: /风险信号|风险|risk/i,
  judicial: /司法|诉讼|涉诉|判决|judicial|court|litigation|lawsuit/i,
  news: /舆情|新闻|媒体|news|media|sentiment/i,
  operating: /经营|营收|operating|revenue/i,
  cashFlow: /流水|现金流|cash ?flows?|account flows?/i,
  credit: /授信|额度|信贷|credit|limit/i,
  conclusion: /结论|建议|conclusion|recommendation/i,
};

const zhNumbers: Record<string, number> = {
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const enNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

function keyPointsOf(clause: string): number | null {
  const zh = /(\d+|[一两二三四五六七八九十])\s*(?:个|条|点)?\s*(?:要点|重点|关键点|核心观点)/.exec(clause);
  if (zh) return /\d/.test(zh[1]) ? Number(zh[1]) : zhNumbers[zh[1]];
  const en =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:key\s+|main\s+)?(?:points|takeaways|bullet points|bullets|highlights)\b/i.exec(
      clause,
    );
  if (en) return /\d/.test(en[1]) ? Number(en[1]) : enNumbers[en[1].toLowerCase()];
  return null;
}

function languageOf(clause: string): Locale | null {
  if (/英文|英语|\bin english\b|\benglish\b/i.test(clause)) return 'en-US';
  if (/中文|汉语|简体|\bin chinese\b|\bchinese\b/i.test(clause)) return 'zh-CN';
  return null;
}

function lengthOf(clause: string): ReportLength | null {
  if (/简短|简要|精简|简洁|短一些|一页|\bshort\b|\bbrief\b|\bconcise\b|\bshorter\b/i.test(clause)) return 'brief';
  if (/详细|详尽|完整|展开|\bdetailed\b|\bin detail\b|\bcomprehensive\b|\blonger\b|\bthorough\b/i.test(clause))
    return 'detailed';
  if (/标准篇幅|常规篇幅|\bstandard length\b/i.test(clause)) return 'standard';
  return null;
}

function toneOf(clause: string): ReportTone | null {
  if (/审慎|谨慎|保守|\bcautious\b|\bconservative\b|\bprudent\b/i.test(clause)) return 'cautious';
  if (/通俗|易懂|口语|大白话|\bplain\b|\bsimple language\b|\bnon-expert\b|\beveryday\b/i.test(clause)) return 'plain';
  if (/正式|专业|书面|\bformal\b|\bprofessional\b/i.test(clause)) return 'formal';
  return null;
}

function sectionsNamed(clause: string): SectionId[] {
  return (Object.keys(sectionWords) as SectionId[]).filter((id) => sectionWords[id].test(clause));
}

/**
 * Reads the instructions of `prompt` that map to the options of a template with `templateSections` (see module doc).
 * Later instructions of the same kind win when applied in order. Never throws; text beyond 400 characters is ignored.
 */
export function parsePrompt(prompt: string, templateSections: readonly SectionId[]): ParsedPrompt {
  const out: ParsedPrompt = { applied: [], notApplied: [] };
  const clauses = prompt
    .slice(0, maxPromptLength)
    .split(/[。；;!?！？\n]+|\.(?:\s+|$)/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  for (const clause of clauses) {
    let matched = false;
    const language = languageOf(clause);
    if (language) {
      out.applied.push({ kind: 'language', value: language, clause });
      matched = true;
    }
    const length = lengthOf(clause);
    if (length) {
      out.applied.push({ kind: 'length', value: length, clause });
      matched = true;
    }
    const points = keyPointsOf(clause);
    if (points !== null) {
      if (points >= 1 && points <= maxKeyPoints) out.applied.push({ kind: 'keyPoints', value: points, clause });
      else out.notApplied.push({ kind: 'invalid', reason: 'keyPointsRange', clause });
      matched = true;
    }
    const tone = toneOf(clause);
    if (tone) {
      out.applied.push({ kind: 'tone', value: tone, clause });
      matched = true;
    }
    const only = /只要|只保留|只写|只看|只需|仅保留|仅需|仅包含|仅要|\bonly\b|\bjust\b/i.test(clause);
    const without =
      /不要|去掉|删去|删除|省略|不需要|\bwithout\b|\bexclude\b|\bskip\b|\bleave out\b|\bdrop\b|\bno\b/i.test(clause);
    if (only || without) {
      // "只要司法和股东部分" names sections; a key-point count or language in the same clause is not a section.
      const named = sectionsNamed(
        clause.replace(/(\d+|[一两二三四五六七八九十])\s*(?:个|条|点)?\s*(?:要点|重点|关键点)/g, ''),
      );
      if (named.length > 0) {
        const inTemplate = templateSections.filter((s) => named.includes(s));
        const value = only ? inTemplate : templateSections.filter((s) => !named.includes(s));
        if (inTemplate.length === 0 || value.length === 0)
          out.notApplied.push({ kind: 'invalid', reason: 'sectionsNotInTemplate', clause });
        else out.applied.push({ kind: 'sections', value, clause });
        matched = true;
      }
    }
    if (!matched) out.notApplied.push({ kind: 'unknown', clause });
  }
  return out;
}

/** The options after applying the prompt's instructions, in order, on top of `base`. */
export function applyInstructions(base: ReportOptions, parsed: ParsedPrompt): ReportOptions {
  const next: ReportOptions = { ...base, sections: [...base.sections] };
  for (const i of parsed.applied) {
    if (i.kind === 'language') next.language = i.value;
    else if (i.kind === 'length') next.length = i.value;
    else if (i.kind === 'keyPoints') next.keyPoints = i.value;
    else if (i.kind === 'tone') next.tone = i.value;
    else next.sections = [...i.value];
  }
  return next;
}
