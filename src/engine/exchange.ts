// Entry: the ruling exchange's simultaneous strikes (S1–S3). Loading it provides them to the Match;
// a page whose widgets play strikes in turn leaves it out.
import './match/exchange.ts';
