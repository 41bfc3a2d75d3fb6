import { addressLimitMessage, addressLimits } from '@railbite/contract/addresses';
import type { Address, AddressBody } from '@railbite/contract/addresses';
import type { Clock } from '../../lib/clock.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AddressesRepository } from './addresses.repository.ts';

const comparedFields = [
  'addressType',
  'completeAddress',
  'area',
  'city',
  'state',
  'pincode',
  'landmark',
  'latitude',
  'longitude',
  'placeId',
] as const satisfies readonly (keyof AddressBody)[];

function isSameAddress(saved: Address, body: AddressBody): boolean {
  return comparedFields.every((field) => saved[field] === body[field]);
}

// One answer for "no such address" and "someone else's address": ids reveal nothing.
const notFound = () => new NotFoundError('Address not found');

/**
 * Saved addresses, with the rule that a user who has any address has exactly one default: the first
 * address becomes it, set-default moves it, deleting it passes it to the newest remaining address.
 * Every read-then-write runs under the user's row lock (see the repository).
 */
export function createAddressesService(deps: { repository: AddressesRepository; clock: Clock }) {
  const { repository, clock } = deps;

  return {
    list(userId: number): Promise<Address[]> {
      return repository.listForUser(userId);
    },

    async get(userId: number, id: number): Promise<Address> {
      return (await repository.findForUser(userId, id)) ?? Promise.reject(notFound());
    },

    /**
     * Saves a new address; the very same address saved again (a double tap, the same map point picked
     * twice on /map) answers the one already saved instead of a copy (`created: false`).
     */
    create(userId: number, body: AddressBody): Promise<{ address: Address; created: boolean }> {
      return repository.lockedForUser(userId, async (locked) => {
        const saved = await locked.listForUser(userId);
        const same = saved.find((address) => isSameAddress(address, body));
        if (same) return { address: same, created: false };
        if (saved.length >= addressLimits.perUser)
          throw new ConflictError(addressLimitMessage, 'ADDRESS_LIMIT_REACHED');
        return {
          address: await locked.insert({ ...body, userId, isDefault: saved.length === 0 }),
          created: true,
        };
      });
    },

    async update(userId: number, id: number, body: AddressBody): Promise<Address> {
      // One statement, scoped to the owner: nothing to race with, so no lock.
      return (await repository.update(userId, id, body, clock.now())) ?? Promise.reject(notFound());
    },

    setDefault(userId: number, id: number): Promise<Address> {
      return repository.lockedForUser(userId, async (locked) => {
        const address = await locked.findForUser(userId, id);
        if (!address) throw notFound();
        if (address.isDefault) return address;
        // Two statements, not one: a unique index is checked row by row, so the old default goes first.
        await locked.clearDefault(userId);
        return (await locked.markDefault(userId, id, clock.now())) ?? Promise.reject(notFound());
      });
    },

    delete(userId: number, id: number): Promise<void> {
      return repository.lockedForUser(userId, async (locked) => {
        const deleted = await locked.delete(userId, id);
        if (!deleted) throw notFound();
        if (!deleted.isDefault) return;
        const heir = await locked.newestForUser(userId);
        if (heir) await locked.markDefault(userId, heir.id, clock.now());
      });
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
