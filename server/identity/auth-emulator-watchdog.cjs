/**
 * Preloaded into the Auth emulator's process (`node --require`), which runs detached in its own process
 * group: it must not outlive the shop that started it, however the shop dies (kill -9 included, which
 * leaves no chance to stop it). When its parent is gone the process is re-parented, so its parent pid
 * changes; then it asks itself to stop as Ctrl-C would (the emulator saves its accounts on the way out)
 * and, should that hang, exits anyway. Its output went to the parent through pipes nobody reads now:
 * writing there would fail (EPIPE) and crash it before it has saved, so output goes nowhere.
 */
/* global process, setInterval, clearInterval, setTimeout -- plain Node, loaded before anything else */
"use strict";

const POLL_MS = 500;
const STOP_GRACE_MS = 15_000;
const parent = process.ppid;

const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  for (const stream of [process.stdout, process.stderr]) {
    stream.write = (_chunk, encoding, callback) => {
      const done = typeof encoding === "function" ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    };
    stream.on("error", () => {});
  }
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  process.kill(process.pid, "SIGTERM");
}, POLL_MS);
// The watch alone must not keep the emulator running.
watch.unref();
