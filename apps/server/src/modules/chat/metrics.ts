import { Counter, Histogram, register } from 'prom-client';

/**
 * Where a chat message's time goes on this node (issue 25), served with the other metrics at /metrics
 * and read by `npm run bench:chat` for its breakdown: each batched write (statements, items per
 * statement, time queued, time in the database) and the socket emits (the Redis publish included).
 * In prom-client's process-wide registry (lib/metrics.ts serves it beside its own), so every app of
 * a test run adds to the same counters.
 */
const chatRegistry = register;

const ms = [0.5, 1, 2, 5, 10, 25, 50, 100, 250, 1000];

export const chatMetrics = {
  /** One statement of a batched write: `kind` insert (new messages), delivered (acknowledgements), claim (missed-message checks). */
  statements: new Counter({
    name: 'chat_db_statements_total',
    help: 'Batched chat write statements',
    labelNames: ['kind'],
    registers: [chatRegistry],
  }),
  items: new Counter({
    name: 'chat_db_items_total',
    help: 'Items carried by the batched chat write statements',
    labelNames: ['kind'],
    registers: [chatRegistry],
  }),
  /** Per item: from the call until its statement left (the queue). */
  queuedMs: new Counter({
    name: 'chat_db_queued_ms_total',
    help: 'Time items waited for their batch to start, summed over items (ms)',
    labelNames: ['kind'],
    registers: [chatRegistry],
  }),
  /** Per statement: the round trip, including waiting for a pool connection and the per-conversation row lock. */
  statementMs: new Histogram({
    name: 'chat_db_statement_ms',
    help: 'Round trip of one batched chat statement (ms)',
    labelNames: ['kind'],
    buckets: ms,
    registers: [chatRegistry],
  }),
  /** The synchronous part of telling people (socket.io encoding, local writes, the Redis publish call). */
  emitMs: new Counter({
    name: 'chat_emit_ms_total',
    help: 'Time spent in chat socket emits (ms)',
    labelNames: ['event'],
    registers: [chatRegistry],
  }),
  emits: new Counter({
    name: 'chat_emits_total',
    help: 'Chat socket emits',
    labelNames: ['event'],
    registers: [chatRegistry],
  }),
  /** From a send-message event's arrival to its acknowledgement (stored and answered). */
  sendMs: new Histogram({
    name: 'chat_send_ms',
    help: 'send-message handled: arrival to acknowledgement (ms)',
    buckets: ms,
    registers: [chatRegistry],
  }),
};

/** The stats hook of a batcher, recording under one kind. */
export const batchStatsFor = (kind: 'insert' | 'delivered' | 'claim') => ({
  onBatch(size: number, waitedMs: number, ranMs: number) {
    chatMetrics.statements.inc({ kind });
    chatMetrics.items.inc({ kind }, size);
    chatMetrics.queuedMs.inc({ kind }, waitedMs * size);
    chatMetrics.statementMs.observe({ kind }, ranMs);
  },
});
