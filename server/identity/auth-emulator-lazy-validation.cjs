/**
 * Preloaded into the Auth emulator's process (`node --require`), before firebase-tools: its request
 * validators are compiled when an endpoint is first called, not all at start.
 *
 * The emulator serves Google's Identity Toolkit API through exegesis-express, which by default compiles
 * an ajv validator for every schema of the API's OpenAPI document before it answers anything: measured
 * here, a start took 26 s of CPU and 22 s to answer with that, 5 s and 4 s without, though a shop calls
 * a handful of endpoints. exegesis has the option that defers that work (`lazyCompileValidationSchemas`);
 * firebase-tools does not pass it, so this passes it for it, on the module firebase-tools itself requires
 * (CommonJS hands it this same, cached object). Requests are validated exactly as before, each schema
 * compiled on its first use.
 *
 * Announced on stdout once firebase-tools has built its API with the option, which the emulator's test
 * checks: an upgrade of firebase-tools that no longer goes this way fails that test instead of quietly
 * making every start slow again.
 */
/* global require, console -- plain Node, loaded before anything else */
"use strict";

const { createRequire } = require("node:module");

const fromAuthServer = createRequire(require.resolve("firebase-tools/lib/emulator/auth/server.js"));
const exegesisExpress = fromAuthServer("exegesis-express");
const middleware = exegesisExpress.middleware;
if (typeof middleware !== "function") throw new Error("exegesis-express no longer exports middleware()");

exegesisExpress.middleware = function lazilyValidated(openApiDoc, options, ...rest) {
  console.log("[shop] the emulator's request validators are compiled on first use");
  return middleware.call(this, openApiDoc, { ...options, lazyCompileValidationSchemas: true }, ...rest);
};
