import { Counter, Gauge, type Registry } from 'prom-client';

/** What /metrics says about the indexer: how far behind it is and how it fares. */
export type IndexerMetrics = {
  cursor: Gauge;
  head: Gauge;
  leader: Gauge;
  events: Counter;
  reorgs: Counter;
  failures: Counter;
};

export function createIndexerMetrics(registry: Registry): IndexerMetrics {
  const registers = [registry];
  return {
    cursor: new Gauge({
      name: 'vrmarket_indexer_block',
      help: 'Last block applied by the indexer',
      registers,
    }),
    head: new Gauge({
      name: 'vrmarket_indexer_head_block',
      help: 'Chain head seen by the indexer',
      registers,
    }),
    leader: new Gauge({
      name: 'vrmarket_indexer_leader',
      help: '1 while this process holds the indexer lock',
      registers,
    }),
    events: new Counter({
      name: 'vrmarket_indexer_events_total',
      help: 'Contract events applied',
      registers,
    }),
    reorgs: new Counter({
      name: 'vrmarket_indexer_reorgs_total',
      help: 'Chain reorganisations rolled back',
      registers,
    }),
    failures: new Counter({
      name: 'vrmarket_indexer_failures_total',
      help: 'Indexer steps that failed and were retried',
      registers,
    }),
  };
}
