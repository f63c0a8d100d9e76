// What other domains may use of analytics: the reading rollups, which the attention writers (visits/) update
// inside the heartbeat's own transaction from what it credited.
export { rollUpAttention, type CreditedAttention, type RollupVisit } from './attention-rollup.js';
