/**
 * The environment variable naming the test run's own directory: made by the global setup before any
 * worker starts and removed after the run, for files a worker leaves behind (a worker is stopped, not
 * asked to tidy up), such as its shops' shared engine (test-server.ts).
 */
export const TEST_RUN_DIR = "SHOP_TEST_RUN_DIR";
