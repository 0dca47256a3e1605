import type { SocialCard } from './social-card';

/** A bakery's card in its own warm colours: the card the tests draw and read back. */
export const bakeryCard: SocialCard = {
  name: 'Crumb & Co',
  tagline: 'Sourdough baked at dawn in Pune',
  host: 'crumb.sites.example',
  colours: {
    background: '#fdf6ec',
    text: '#3b2314',
    muted: '#7a5c45',
    primary: '#b45309',
    onPrimary: '#ffffff',
  },
};
