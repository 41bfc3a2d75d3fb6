import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { menuItems, restaurants } from '../../db/schema/catalog.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { offerRuleColumns } from '../catalog/catalog-sql.ts';

/**
 * A dish can be ordered while it is available and not hidden (itself or by its section, ADR 036):
 * the cart and checkout refuse it through the one sold-out rule. Hiding a dish also marks it sold
 * out (ADR 035); a hidden section keeps its dishes' own availability for when it is shown again.
 */
const orderable = sql<boolean>`(${menuItems.isAvailable} and not ${menuItems.isHidden})`;

/** What the cart rules need to know about the dish being added or changed. */
export type MenuItemForCart = { id: number; restaurantId: number; isAvailable: boolean };

/** A cart line and the restaurant its dish belongs to, oldest line first. */
export type CartLineRow = { menuId: number; quantity: number; restaurantId: number };

function selectLines(db: Db, userId: number | Placeholder) {
  return db
    .select({
      menuId: cartItems.menuItemId,
      quantity: cartItems.quantity,
      restaurantId: menuItems.restaurantId,
    })
    .from(cartItems)
    .innerJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.menuItemId));
}

function cartLines(db: Db) {
  return {
    // Named statements inside the transaction: built per call, but parsed once per connection.
    lines: (userId: number): Promise<CartLineRow[]> =>
      selectLines(db, userId).prepare('cart_lines_locked').execute(),

    async setQuantity(userId: number, menuItemId: number, quantity: number, now: Date): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, menuItemId, quantity, addedAt: now })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.menuItemId],
          set: { quantity },
        })
        .prepare('cart_set_quantity')
        .execute();
    },

    async removeLine(userId: number, menuItemId: number): Promise<void> {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.menuItemId, menuItemId)));
    },

    removeAll: (userId: number) => clearCartItems(db, userId),
  };
}

export type LockedCart = ReturnType<typeof cartLines>;

/**
 * Takes the customer's cart row lock for the rest of the transaction (creating the row on first use):
 * ON CONFLICT DO UPDATE locks the row whether it is new or not. Checkout takes the same lock.
 */
export async function lockCart(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .insert(carts)
    .values({ userId, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`excluded.updated_at` } })
    .prepare('cart_lock')
    .execute();
}

/** Empties a cart at the customer's own request. */
async function clearCartItems(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/**
 * Takes a paid order's dishes out of its customer's cart: each ordered quantity is subtracted, and a
 * line with no more than that is removed. A gateway can confirm minutes after checkout, when the customer may
 * have started a new cart; dishes added since (or added again) stay.
 */
export async function removeOrderedQuantities(
  db: Db,
  userId: number,
  ordered: { menuItemId: number; quantity: number }[],
): Promise<void> {
  for (const { menuItemId, quantity } of ordered) {
    const line = and(eq(cartItems.userId, userId), eq(cartItems.menuItemId, menuItemId));
    // A line's quantity stays positive (a check constraint): lines the order used up go first.
    await db.delete(cartItems).where(and(line, lte(cartItems.quantity, quantity)));
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
      .where(line);
  }
}

export function createCartRepository(db: Db) {
  // The reads around every cart change, outside its transaction: prepared once (see preparedOnce).
  const prepared = preparedOnce();
  const userId = sql.placeholder('userId');
  const menuItem = prepared('cart_menu_item', () =>
    db
      .select({
        id: menuItems.id,
        restaurantId: menuItems.restaurantId,
        isAvailable: orderable,
      })
      .from(menuItems)
      .where(eq(menuItems.id, sql.placeholder('menuItemId'))),
  );
  const cartRows = prepared('cart_read', () =>
    db
      .select({
        menuItemId: menuItems.id,
        quantity: cartItems.quantity,
        itemName: menuItems.name,
        imagePath: menuItems.imagePath,
        pricePaise: menuItems.pricePaise,
        finalPricePaise: menuItems.finalPricePaise,
        isAvailable: orderable,
        mealCategory: menuItems.mealCategory,
        restaurantId: restaurants.id,
        restaurantName: restaurants.name,
        restaurantImagePath: restaurants.imagePath,
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        deliveryRadiusM: restaurants.deliveryRadiusM,
        preparationMinutes: restaurants.preparationMinutes,
        opensAt: restaurants.opensAt,
        closesAt: restaurants.closesAt,
        weeklyHours: restaurants.weeklyHours,
        isAcceptingOrders: restaurants.isAcceptingOrders,
        // What a checkout to a train seat checks (ADR 030): the station served and the cut-off.
        stationCode: restaurants.stationCode,
        orderCutoffMinutes: restaurants.orderCutoffMinutes,
        ...offerRuleColumns,
      })
      .from(cartItems)
      .innerJoin(menuItems, eq(menuItems.id, cartItems.menuItemId))
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.menuItemId)),
  );
  const cartLineRows = prepared('cart_lines', () => selectLines(db, userId));

  return {
    async findMenuItem(menuItemId: number): Promise<MenuItemForCart | undefined> {
      const [row] = await menuItem().execute({ menuItemId });
      return row;
    },

    async restaurantExists(restaurantId: number): Promise<boolean> {
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return rows.length > 0;
    },

    /**
     * Runs `change` in a transaction holding the customer's cart row lock (created on first use):
     * concurrent changes to one cart wait for each other, so none is lost.
     */
    async withLockedCart<T>(userId: number, now: Date, change: (cart: LockedCart) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockCart(tx, userId, now);
        return change(cartLines(tx));
      });
    },

    /** The cart's lines with today's menu prices, oldest line first. */
    readCart: (forUser: number) => cartRows().execute({ userId: forUser }),

    readCartLines: (forUser: number): Promise<CartLineRow[]> => cartLineRows().execute({ userId: forUser }),
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartReadRow = Awaited<ReturnType<CartRepository['readCart']>>[number];
