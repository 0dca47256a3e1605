/**
 * zod for the code that ships (functions/, shared/ and the web app): the mini build, whose
 * functions (`z.optional(s)`, `s.check(z.maxLength(n))`) replace classic zod's methods. Classic
 * zod takes ~14 ms to load and gives every schema ~40 methods as it is made; each Lambda builds
 * hundreds of schemas at a cold start, so mini takes ~20 ms off every one of them.
 *
 * Mini carries no messages of its own; zod's English ones are loaded here, once, so a field
 * without a message of ours still reads "Too big: expected string to have <=80 characters".
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
