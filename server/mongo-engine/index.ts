/** The embedded MongoDB-compatible engine: the one entry point the application may import. */
export { startEngine, type EngineOptions, type RunningEngine } from "./engine";
export { startEngineThread, type EngineThread, type EngineThreadOptions } from "./thread/engine-thread";
