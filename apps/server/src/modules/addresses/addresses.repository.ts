import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { users } from '../../db/schema/users.ts';

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AddressValues = Omit<NewAddress, 'userId' | 'isDefault'>;

// The API shape's columns only: user ids and timestamps never leave the repository.
const columns = {
  id: addresses.id,
  addressType: addresses.addressType,
  completeAddress: addresses.completeAddress,
  area: addresses.area,
  city: addresses.city,
  state: addresses.state,
  pincode: addresses.pincode,
  landmark: addresses.landmark,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  placeId: addresses.placeId,
  isDefault: addresses.isDefault,
};

const owned = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

function queries(db: Db) {
  return {
    /** The default first, then the newest. */
    async listForUser(userId: number) {
      return db
        .select(columns)
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async findForUser(userId: number, id: number) {
      const [row] = await db.select(columns).from(addresses).where(owned(userId, id)).limit(1);
      return row;
    },

    async insert(values: NewAddress) {
      const [row] = await db.insert(addresses).values(values).returning(columns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(userId: number, id: number, values: AddressValues, now: Date) {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updatedAt: now })
        .where(owned(userId, id))
        .returning(columns);
      return row;
    },

    async clearDefault(userId: number) {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    },

    async markDefault(userId: number, id: number, now: Date) {
      const [row] = await db
        .update(addresses)
        .set({ isDefault: true, updatedAt: now })
        .where(owned(userId, id))
        .returning(columns);
      return row;
    },

    async delete(userId: number, id: number) {
      const [row] = await db.delete(addresses).where(owned(userId, id)).returning(columns);
      return row;
    },

    /** The user's newest address, which inherits the default when the default is deleted. */
    async newestForUser(userId: number) {
      const [row] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      return row;
    },
  };
}

export type AddressQueries = ReturnType<typeof queries>;

export function createAddressesRepository(db: Db) {
  // Checkout reads its address on every order, the cart its default on every read: named statements
  // built once (ADR 010).
  const prepared = preparedOnce();
  const ownedAddress = prepared('address_for_user', () =>
    db
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.userId, sql.placeholder('userId'))))
      .limit(1),
  );
  const defaultAddress = prepared('address_default_for_user', () =>
    db
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.userId, sql.placeholder('userId')), eq(addresses.isDefault, true)))
      .limit(1),
  );
  return {
    ...queries(db),

    async findForUser(userId: number, id: number) {
      const [row] = await ownedAddress().execute({ userId, id });
      return row;
    },

    /** The user's default address (exactly one is, once they have any). */
    async defaultForUser(userId: number) {
      const [row] = await defaultAddress().execute({ userId });
      return row;
    },

    /**
     * Runs `work` in a transaction holding the user's row lock (SELECT … FOR UPDATE), so every change
     * to one user's addresses that reads before it writes (count → insert, find default → move it)
     * happens one at a time, on PostgreSQL across connections and on PGlite alike.
     */
    async lockedForUser<T>(userId: number, work: (locked: AddressQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(queries(tx));
      });
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
