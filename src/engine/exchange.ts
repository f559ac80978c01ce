// Entry: the ruling exchange's simultaneous strikes (S1–S3) as a value: `withAtOnce(system)` plays them,
// `AT_ONCE` is what the exact odds take (OddsQuery.atOnce). A page whose widgets play strikes in turn
// leaves it out; loadSystem's values carry them.
export { AT_ONCE, withAtOnce } from './match/exchange.ts';
