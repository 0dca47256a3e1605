import { Resolver } from 'node:dns/promises';
import * as z from '../../shared/zod';
import { ownershipRecordName, type DnsAnswers } from './domain-status';

export type DnsRecordType = 'CNAME' | 'A' | 'TXT';

/**
 * Answers DNS questions about custom domains: the public DNS on AWS (Node's resolver), the local
 * cloud's resolver table on one machine. The check calls whichever configuration gives it.
 */
export interface DnsResolver {
  /** The record's values; none when the name has no such record or does not exist. */
  resolve(name: string, type: DnsRecordType): Promise<string[]>;
}

/** Node's answers that mean "no such record" rather than "could not ask". */
const NO_ANSWER = new Set(['ENODATA', 'ENOTFOUND', 'NOTFOUND', 'NODATA']);

/** The public DNS, through the system's name servers, a few seconds at most per question. */
export function createNodeDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  return {
    async resolve(name, type) {
      try {
        if (type === 'TXT') return (await resolver.resolveTxt(name)).map((parts) => parts.join(''));
        return type === 'CNAME' ? await resolver.resolveCname(name) : await resolver.resolve4(name);
      } catch (error) {
        if (error instanceof Error && 'code' in error && NO_ANSWER.has(String(error.code))) {
          return [];
        }
        throw error;
      }
    },
  };
}

const answersSchema = z.object({ answers: z.array(z.string()) });

/**
 * The local cloud's resolver table over HTTP (`DNS_RESOLVER_ENDPOINT`,
 * `GET {endpoint}/resolve?name=&type=`), answering as a DNS server would from its records.
 */
export function createHttpDnsResolver(endpoint: string): DnsResolver {
  return {
    async resolve(name, type) {
      const url = new URL(`${endpoint.replace(/\/$/, '')}/resolve`);
      url.searchParams.set('name', name);
      url.searchParams.set('type', type);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The resolver at ${endpoint} answered ${response.status}`);
      return answersSchema.parse(await response.json()).answers;
    },
  };
}

/** What DNS says about the domain and about the endpoint it should point at. */
export async function lookUpDomain(
  resolver: DnsResolver,
  domain: string,
  target: string,
): Promise<DnsAnswers> {
  const [cnames, addresses, targetAddresses, ownership] = await Promise.all([
    resolver.resolve(domain, 'CNAME'),
    resolver.resolve(domain, 'A'),
    resolver.resolve(target, 'A'),
    resolver.resolve(ownershipRecordName(domain), 'TXT'),
  ]);
  return { cname: cnames[0] ?? null, addresses, targetAddresses, ownership };
}
