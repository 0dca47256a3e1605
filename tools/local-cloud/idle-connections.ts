import type { Server } from 'node:http';

/**
 * How long the stand-ins of AWS endpoints keep an idle connection open for the SDKs: a minute,
 * not Node's 5 s. The functions' SDK clients keep their connections for reuse, as on AWS. A
 * function whose thread is busy for seconds (the page checker, beside a dozen builds) cannot see
 * a connection being closed meanwhile; its next call, made as soon as the thread is free and
 * before the close is read, goes out on the dead connection and fails with "socket hang up". AWS's
 * endpoints hold idle connections far longer than the few seconds a function is busy; so do
 * these.
 */
export const IDLE_CONNECTION_MS = 60_000;

/** Lets `server` keep its idle connections as an AWS endpoint does (IDLE_CONNECTION_MS). */
export function keepIdleConnectionsLikeAws<S extends Server>(server: S): S {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
