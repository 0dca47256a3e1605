import { describe, expect, it } from 'vitest';
import {
  evaluateDomain,
  WAITING_FOR_CERTIFICATE,
  waitingForEdgeDns,
  type DomainFacts,
} from './domain-status';

const addedAt = new Date('2026-11-01T10:00:00Z');
const hoursLater = (hours: number) => new Date(addedAt.getTime() + hours * 3_600_000);
const target = 'd111abc.cloudfront.net';
const TOKEN = 'c0ffee';
const OWNED = ['sitewright-verify=c0ffee'];

function facts(overrides: Partial<DomainFacts> = {}): DomainFacts {
  return {
    domain: 'www.example.com',
    ownershipToken: TOKEN,
    target,
    dns: {
      cname: `${target}.`,
      addresses: ['3.3.3.3'],
      targetAddresses: ['3.3.3.3'],
      ownership: OWNED,
    },
    certificate: { state: 'issued' },
    edgeWaitsForDns: false,
    addedAt,
    proven: false,
    now: hoursLater(1),
    ...overrides,
  };
}

describe('evaluateDomain', () => {
  it('waits for the ownership TXT record before anything else: a CNAME alone proves nothing', () => {
    const dns = { ...facts().dns, ownership: [] };

    expect(evaluateDomain(facts({ dns }))).toEqual({
      status: 'pending',
      reason: 'No TXT record at _sitewright.www.example.com yet',
    });
  });

  it("refuses another claim's ownership value", () => {
    const dns = { ...facts().dns, ownership: ['sitewright-verify=someone-else'] };

    expect(evaluateDomain(facts({ dns })).reason).toBe(
      "The TXT record at _sitewright.www.example.com does not hold this site's value",
    );
  });

  it('is active when the CNAME reaches the target and the certificate is issued', () => {
    expect(evaluateDomain(facts())).toEqual({ status: 'active', reason: null });
  });

  it('accepts an apex ALIAS: no CNAME, but the addresses are the target’s', () => {
    const dns = {
      cname: null,
      addresses: ['3.3.3.3', '4.4.4.4'],
      targetAddresses: ['4.4.4.4'],
      ownership: OWNED,
    };

    expect(evaluateDomain(facts({ domain: 'example.com', dns }))).toEqual({
      status: 'active',
      reason: null,
    });
  });

  it('waits for a missing record', () => {
    const dns = { cname: null, addresses: [], targetAddresses: ['3.3.3.3'], ownership: OWNED };

    expect(evaluateDomain(facts({ dns }))).toEqual({
      status: 'pending',
      reason: 'No CNAME record for www.example.com yet',
    });
  });

  it('says where a wrong CNAME points', () => {
    const dns = {
      cname: 'old-host.example.net.',
      addresses: ['9.9.9.9'],
      targetAddresses: [],
      ownership: OWNED,
    };

    expect(evaluateDomain(facts({ dns })).reason).toBe(
      `CNAME points to old-host.example.net, expected ${target}`,
    );
  });

  it('says where a wrong A record points', () => {
    const dns = {
      cname: null,
      addresses: ['9.9.9.9'],
      targetAddresses: ['3.3.3.3'],
      ownership: OWNED,
    };

    expect(evaluateDomain(facts({ domain: 'example.com', dns })).reason).toBe(
      `example.com points to 9.9.9.9, expected ${target}`,
    );
  });

  it('waits for the certificate once DNS is right', () => {
    expect(evaluateDomain(facts({ certificate: { state: 'pending' } }))).toEqual({
      status: 'pending',
      reason: WAITING_FOR_CERTIFICATE,
    });
  });

  it('waits for DNS while CloudFront does not yet see the record our resolver sees', () => {
    const found = evaluateDomain(
      facts({ edgeWaitsForDns: true, certificate: { state: 'pending' }, now: hoursLater(100) }),
    );

    expect(found).toEqual({ status: 'pending', reason: waitingForEdgeDns('www.example.com') });
    expect(found.reason).toContain('CloudFront does not see www.example.com pointing at it yet');
  });

  it('fails when the certificate was refused, whatever DNS says', () => {
    const certificate = { state: 'failed' as const, reason: 'CAA forbids Amazon' };

    expect(evaluateDomain(facts({ certificate }))).toEqual({
      status: 'failed',
      reason: 'CAA forbids Amazon',
    });
  });

  it('fails a record still missing after 72 hours, and not a moment before', () => {
    const dns = { cname: null, addresses: [], targetAddresses: [], ownership: OWNED };

    expect(evaluateDomain(facts({ dns, now: hoursLater(72) })).status).toBe('pending');
    const late = evaluateDomain(facts({ dns, now: hoursLater(72.01) }));
    expect(late.status).toBe('failed');
    expect(late.reason).toContain('No CNAME record for www.example.com yet, 72 hours after');
  });

  it('tells a claim never proven, once its 72 hours are over, that another site may now add the domain', () => {
    const dns = { ...facts().dns, ownership: [] };

    expect(evaluateDomain(facts({ dns, now: hoursLater(73) }))).toEqual({
      status: 'failed',
      reason:
        'No TXT record at _sitewright.www.example.com yet. The 72 hours to verify the domain are over, so another site may now add it. Create the TXT record and check again to keep it.',
    });
  });

  it('tells a proven domain whose TXT record went missing to fix it, as any record', () => {
    const dns = { ...facts().dns, ownership: [] };

    const late = evaluateDomain(facts({ dns, proven: true, now: hoursLater(73) }));

    expect(late.status).toBe('failed');
    expect(late.reason).toContain('yet, 72 hours after the domain was added. Fix the record');
  });

  it('brings a failed domain back once its record is in place', () => {
    expect(evaluateDomain(facts({ now: hoursLater(200) })).status).toBe('active');
  });
});
