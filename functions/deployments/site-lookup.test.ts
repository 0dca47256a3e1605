import { describe, expect, it } from 'vitest';
import { findSite, subdomainAt } from './site-lookup';

describe('subdomainAt', () => {
  it.each([
    ['https://{subdomain}.sites.example/', 'https://crumb.sites.example/', 'crumb'],
    ['https://{subdomain}.sites.example/', 'http://crumb.sites.example:8443/menu', 'crumb'],
    ['https://{subdomain}.sites.example/', 'https://crumb--12.sites.example/', 'crumb'],
    ['http://{subdomain}.localhost:8080/', 'http://shop.localhost:8080/', 'shop'],
    ['https://d1.cloudfront.net/{subdomain}/', 'https://d1.cloudfront.net/crumb/about', 'crumb'],
  ])('reads %s at %s as %s', (template, address, subdomain) => {
    expect(subdomainAt(template, address)).toBe(subdomain);
  });

  it.each([
    ['https://{subdomain}.sites.example/', 'https://www.example.com/'],
    ['https://{subdomain}.sites.example/', 'https://a.b.sites.example/'],
    ['https://{subdomain}.sites.example/', 'https://sites.example/'],
    ['https://d1.cloudfront.net/{subdomain}/', 'https://d2.cloudfront.net/crumb/'],
    ['https://d1.cloudfront.net/{subdomain}/', 'https://d1.cloudfront.net/'],
  ])('finds none under %s at %s', (template, address) => {
    expect(subdomainAt(template, address)).toBe(null);
  });
});

describe('findSite', () => {
  const lookup = {
    deployments: {
      ownerOf: async (subdomain: string) =>
        subdomain === 'crumb' ? { userId: 'u1', projectId: 'P1' } : null,
    },
    customDomains: {
      claimOf: async (domain: string) =>
        domain === 'www.crumb.in' || domain === 'new.crumb.in'
          ? {
              domain,
              userId: 'u2',
              projectId: 'P2',
              ownershipToken: 't',
              claimedAt: new Date(),
              provenAt: domain === 'www.crumb.in' ? new Date() : null,
            }
          : null,
    },
    urlTemplate: 'https://{subdomain}.sites.example/',
  };

  it('finds a site by its subdomain, as a person types it', async () => {
    await expect(findSite(lookup, ' crumb.sites.example/menu ')).resolves.toEqual({
      userId: 'u1',
      projectId: 'P1',
    });
  });

  it('finds a site by its proven custom domain, and none by a domain not proven yet', async () => {
    await expect(findSite(lookup, 'https://www.crumb.in/')).resolves.toEqual({
      userId: 'u2',
      projectId: 'P2',
    });
    await expect(findSite(lookup, 'https://new.crumb.in/')).resolves.toBe(null);
  });

  it('finds nothing at an address that is not one', async () => {
    await expect(findSite(lookup, 'javascript:alert(1)')).resolves.toBe(null);
    await expect(findSite(lookup, 'https://other.sites.example/')).resolves.toBe(null);
  });
});
