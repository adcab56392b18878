/**
 * Topic and sentiment of a news headline (Chinese or English), by keyword lexicons: each topic has its cue words; the
 * topic with the most cue hits wins (ties: list order), `other` when none. Sentiment: negative and positive cue
 * words are counted (a topic that is adverse by nature counts as one negative cue); the larger count wins, else
 * neutral. Works on any text, the registry's headlines and ones a visitor types alike.
 */

export const newsTopics = [
  'debtDefault',
  'executiveChange',
  'environmentalPenalty',
  'equityFreeze',
  'abnormalOperation',
  'productQuality',
  'administrativePenalty',
  'litigation',
  'expansion',
  'contract',
  'award',
] as const;
export type NewsTopic = (typeof newsTopics)[number] | 'other';
export type Sentiment = 'negative' | 'neutral' | 'positive';

const cues: Record<(typeof newsTopics)[number], string[]> = {
  debtDefault: [
    '违约',
    '逾期',
    '被执行',
    '失信',
    '欠款',
    '拖欠',
    '债务',
    '工资发放延迟',
    '欠薪',
    'late wages',
    'default',
    'overdue',
    'judgment debtor',
    'unpaid',
    'debt',
    'arrears',
  ],
  executiveChange: [
    '法定代表人',
    '高管',
    '董事长',
    '总经理',
    '变更',
    '辞职',
    'legal representative',
    'executive',
    'chairman',
    'resigns',
    'appointed',
    'steps down',
  ],
  environmentalPenalty: ['环保', '排污', '污染', '环境', 'environmental', 'pollution', 'emissions', 'discharge'],
  equityFreeze: ['股权冻结', '冻结', 'frozen', 'freeze', 'equity'],
  abnormalOperation: [
    '经营异常',
    '吊销',
    '注销',
    '迁出',
    '停产',
    '异常名录',
    'revoked',
    'deregistered',
    'moved out',
    'abnormal operations',
    'suspends production',
  ],
  productQuality: [
    '产品质量',
    '抽检',
    '抽查',
    '不合格',
    '召回',
    '标签',
    'quality',
    'recall',
    'spot check',
    'labelling',
    'substandard',
  ],
  // Tax, work-safety and other penalties that no specific topic above claims (those win ties by list order).
  administrativePenalty: [
    '行政处罚',
    '处罚',
    '罚款',
    '被罚',
    '违规',
    '违法',
    'penalty',
    'fined',
    'violation',
    'sanctioned',
  ],
  // 劳动争议, 合同纠纷, 被诉至法院, 仲裁: the case causes of the registry (registryText.causes) all end in 纠纷 or 争议.
  litigation: [
    '起诉',
    '诉讼',
    '被诉',
    '诉至',
    '纠纷',
    '争议',
    '被告',
    '仲裁',
    '立案',
    'sued',
    'lawsuit',
    'dispute',
    'defendant',
    'arbitration',
    'litigation',
  ],
  expansion: [
    '扩产',
    '扩建',
    '新建',
    '投产',
    '扩张',
    '推出',
    'expands',
    'launches',
    'new plant',
    'capacity',
    'opens a new',
  ],
  contract: ['签约', '签下', '中标', '合作', '框架协议', 'signs', 'wins bid', 'agreement', 'partnership'],
  award: ['获评', '荣获', '示范', '表彰', 'award', 'named', 'honoured', 'model enterprise'],
};
const adverse = new Set<NewsTopic>([
  'debtDefault',
  'environmentalPenalty',
  'equityFreeze',
  'abnormalOperation',
  'productQuality',
  'administrativePenalty',
  'litigation',
]);
const negative = [
  '处罚',
  '罚款',
  '违约',
  '冻结',
  '拖欠',
  '失信',
  '被执行',
  '吊销',
  '不合格',
  '召回',
  '整改',
  '纠纷',
  '争议',
  '欠薪',
  '延迟',
  '风险',
  '被诉',
  'penalty',
  'fined',
  'default',
  'frozen',
  'unpaid',
  'revoked',
  'recall',
  'ordered',
  'dispute',
  'risk',
  'late wages',
];
const positive = [
  '获评',
  '荣获',
  '签约',
  '签下',
  '中标',
  '扩产',
  '扩建',
  '投产',
  '推出',
  '增长',
  '表彰',
  '示范',
  'award',
  'wins',
  'signs',
  'expands',
  'growth',
  'named',
  'launches',
];

const count = (text: string, words: readonly string[]) => words.reduce((n, w) => n + (text.includes(w) ? 1 : 0), 0);

/** The topic of a headline (see module doc). */
export function classifyTopic(headline: string): NewsTopic {
  const text = headline.toLowerCase();
  let best: NewsTopic = 'other';
  let hits = 0;
  for (const topic of newsTopics) {
    const n = count(text, cues[topic]);
    if (n > hits) [best, hits] = [topic, n];
  }
  return best;
}

/** The sentiment of a headline (see module doc). */
export function classifySentiment(headline: string, topic: NewsTopic = classifyTopic(headline)): Sentiment {
  const text = headline.toLowerCase();
  const neg = count(text, negative) + (adverse.has(topic) ? 1 : 0);
  const pos = count(text, positive);
  return neg > pos ? 'negative' : pos > neg ? 'positive' : 'neutral';
}
