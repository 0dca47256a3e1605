import { isIndianPlace } from './facts';

/** Street names that fit the city: Indian ones in India, plain ones elsewhere. */
export function streetsFor(city: string): string[] {
  return isIndianPlace(city)
    ? ['MG Road', 'Park Street', 'Church Street', 'Station Road']
    : ['Station Road', 'Market Street', 'River Lane', 'Garden Street'];
}
