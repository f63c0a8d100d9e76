// What other domains may use of analytics: the reading rollups and the daily totals, which the visits' writers
// (visits/: the attention lanes, the visit repository) update inside their own transaction from what they wrote.
export { rollUpAttention, type CreditedAttention, type RollupVisit } from './attention-rollup.js';
export { DAILY_COLUMNS, recordDaily, touchesDaily, type DailyVisit, type VisitChange } from './daily.js';
