// The bookkeeping both reader pools share (PDF: ingest/pdf/pool.ts, HWP: hwp/pool.ts): a few worker threads, a
// queue of jobs, a thread per job at a time, a thread that fails replaced by a fresh one, and closing. What a job
// is, how its thread is watched (a stall timer, a budget) and what its messages mean stay with each pool.
import type { Worker } from 'node:worker_threads';

export interface PoolSlot<Job> {
  worker: Worker;
  job: Job | null;
  /** The pool's watch on the running job (stall or budget), cleared whenever the job ends. */
  timer: NodeJS.Timeout | null;
}

export interface ThreadPoolOptions<Job> {
  size: number;
  /** A new thread, its listeners attached (they get the slot to report on). */
  spawn(slot: PoolSlot<Job>): Worker;
  /** Hands a job to a free slot's thread (and arms its timer). */
  start(slot: PoolSlot<Job>, job: Job): void;
}

export interface ThreadPool<Job extends { reject(error: Error): void }> {
  submit(job: Job): void;
  /** The slot's job has answered: its thread takes the next job. Returns the job it had. */
  release(slot: PoolSlot<Job>): Job | null;
  /** The slot's thread is gone or must go: terminated and replaced; returns its job (null if already discarded). */
  discard(slot: PoolSlot<Job>): Job | null;
  /** Rejects every queued and running job with `message` and ends the threads. */
  close(message: string): Promise<void>;
  readonly closed: boolean;
}

export function createThreadPool<Job extends { reject(error: Error): void }>(options: ThreadPoolOptions<Job>): ThreadPool<Job> {
  const slots = new Set<PoolSlot<Job>>();
  const queue: Job[] = [];
  let closed = false;

  const stopTimer = (slot: PoolSlot<Job>) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  };

  const dispatch = (): void => {
    while (!closed && queue.length > 0) {
      let slot = [...slots].find((candidate) => candidate.job === null) ?? null;
      if (!slot && slots.size < options.size) {
        const fresh: PoolSlot<Job> = { worker: null as unknown as Worker, job: null, timer: null };
        fresh.worker = options.spawn(fresh);
        slots.add(fresh);
        slot = fresh;
      }
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      options.start(slot, job);
    }
  };

  return {
    submit(job) {
      if (closed) return job.reject(new Error('the pool is closed'));
      queue.push(job);
      dispatch();
    },
    release(slot) {
      stopTimer(slot);
      const job = slot.job;
      slot.job = null;
      dispatch();
      return job;
    },
    discard(slot) {
      if (!slots.delete(slot)) return null;
      stopTimer(slot);
      const job = slot.job;
      slot.job = null;
      void slot.worker.terminate();
      dispatch();
      return job;
    },
    async close(message) {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error(message));
      const all = [...slots];
      slots.clear();
      for (const slot of all) {
        stopTimer(slot);
        slot.job?.reject(new Error(message));
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
    get closed() {
      return closed;
    },
  };
}
