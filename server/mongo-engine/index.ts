/** The embedded MongoDB-compatible engine: the one entry point the application may import. */
export { startEngine, type EngineOptions, type RunningEngine } from "./engine";
