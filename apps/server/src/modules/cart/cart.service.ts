import { cartErrorCodes, cartLimits } from '@railbite/contract/cart';
import type { AddToCartBody, Cart, ChangeCartBody, CartLine } from '@railbite/contract/cart';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { offerFromColumns, offerText } from '../catalog/restaurant-offer.ts';
import type { AddressesRepository } from '../addresses/addresses.repository.ts';
import { estimateDelivery, metresToKm } from '../geo/delivery-model.ts';
import type { Kitchen, Point } from '../geo/delivery-model.ts';
import { priceCart } from './cart-pricing.ts';
import type {
  CartLineRow,
  CartReadRow,
  CartRepository,
  LockedCart,
  MenuItemForCart,
} from './cart.repository.ts';

type AddToCart = Required<Omit<AddToCartBody, 'replaceCart'>> & { replaceCart?: boolean };

function restaurantConflict(cartRestaurantId: number): ConflictError {
  return new ConflictError(
    'Your cart contains items from another restaurant. Clear it to add this item.',
    cartErrorCodes.restaurantConflict,
    { cartRestaurantId },
  );
}

function unavailable(): ConflictError {
  return new ConflictError('This dish is not available right now.', cartErrorCodes.itemUnavailable);
}

function lineLimit(): ConflictError {
  return new ConflictError(
    `You can order at most ${String(cartLimits.maxLineQuantity)} of one dish.`,
    cartErrorCodes.lineLimit,
    { maxLineQuantity: cartLimits.maxLineQuantity },
  );
}

function cartFull(): ConflictError {
  return new ConflictError(
    `A cart holds at most ${String(cartLimits.maxLines)} different dishes.`,
    cartErrorCodes.cartFull,
    { maxLines: cartLimits.maxLines },
  );
}

/** A kitchen as the delivery model needs it (the cart's rows carry their restaurant). */
export function kitchenOf(row: CartReadRow): Kitchen {
  const { latitude, longitude, deliveryRadiusM, preparationMinutes } = row;
  return { latitude, longitude, deliveryRadiusM, preparationMinutes };
}

/**
 * Builds the spec's cart response from priced rows; `null` for an empty cart. Delivery times are
 * computed for `address` (ADR 024), the spec's fallback without one.
 */
export function toCart(rows: readonly CartReadRow[], address?: DeliveryPoint): Cart | null {
  const [first] = rows;
  if (!first) return null;
  const estimate = estimateDelivery(kitchenOf(first), address);
  // Unavailable dishes stay in the cart (the customer decides) but are not charged.
  const offer = offerFromColumns(first);
  const price = priceCart(
    rows.filter((row) => row.isAvailable),
    offer,
  );
  const rupees = paiseToRupees;
  return {
    restaurantId: first.restaurantId,
    restaurantName: first.restaurantName,
    cartInfo: rows.map((row) => ({ menuId: row.menuItemId, quantity: row.quantity })),
    itemDetails: rows.map((row) => ({
      menuId: row.menuItemId,
      itemName: row.itemName,
      quantity: row.quantity,
      itemTotal: row.isAvailable ? rupees(row.finalPricePaise * row.quantity) : 0,
      restaurantId: row.restaurantId,
      price: rupees(row.pricePaise),
      finalPrice: rupees(row.finalPricePaise),
      imageUrl: row.imagePath,
      mealCategory: row.mealCategory,
      isAvailable: row.isAvailable,
    })),
    menuTotal: rupees(price.menuTotalPaise),
    discount: rupees(price.discountPaise),
    subTotal: rupees(price.subTotalPaise),
    offerDiscount: rupees(price.offerDiscountPaise),
    offer: offer && { text: offerText(offer), amountToUnlock: rupees(price.offerShortfallPaise ?? 0) },
    amountToFreeDelivery: rupees(price.freeDeliveryShortfallPaise),
    deliveryCharge: rupees(price.deliveryChargePaise),
    platformFee: rupees(price.platformFeePaise),
    otherCharges: rupees(price.otherChargesPaise),
    otherChargesDetails: Object.fromEntries(
      Object.entries(price.otherChargesDetailsPaise).map(([name, paise]) => [name, rupees(paise)]),
    ),
    total: rupees(price.totalPaise),
    deliverTimeMin: estimate.minutes.min,
    deliverTimeMax: estimate.minutes.max,
    hasUnavailableItems: rows.some((row) => !row.isAvailable),
    ...(address && estimate.distanceMetres !== null
      ? {
          deliveryCheck: {
            addressId: address.id,
            distanceKm: metresToKm(estimate.distanceMetres),
            deliveryRadiusKm: metresToKm(first.deliveryRadiusM),
            deliversToAddress: estimate.delivers === true,
          },
        }
      : {}),
  };
}

/** A saved address of the customer's, as the cart's delivery check needs it. */
export type DeliveryPoint = Point & { id: number };
type AddressReader = Pick<AddressesRepository, 'findForUser' | 'defaultForUser'>;

export function createCartService({
  repository,
  clock,
  addresses,
}: {
  repository: CartRepository;
  clock: Clock;
  /** The customer's addresses: the cart's times are computed for one of them. */
  addresses: AddressReader;
}) {
  /** The address asked for (another customer's is "not found"), else the default one. */
  async function deliveryPointOf(userId: number, addressId?: number): Promise<DeliveryPoint | undefined> {
    if (addressId === undefined) return addresses.defaultForUser(userId);
    const address = await addresses.findForUser(userId, addressId);
    if (!address) throw new NotFoundError('Address not found.');
    return address;
  }

  /** The dish must exist and belong to the restaurant the client named. */
  async function menuItemOf(menuId: number, restaurantId: number): Promise<MenuItemForCart> {
    const item = await repository.findMenuItem(menuId);
    if (!item) {
      const restaurantKnown = await repository.restaurantExists(restaurantId);
      throw new NotFoundError(restaurantKnown ? 'Menu item not found.' : 'Restaurant not found.');
    }
    if (item.restaurantId !== restaurantId)
      throw new ConflictError(
        'This dish is not on that restaurant’s menu.',
        cartErrorCodes.itemNotInRestaurant,
      );
    return item;
  }

  /** Puts the line at `quantity` under the lock, enforcing the per-line and per-cart limits. */
  async function setLine(
    cart: LockedCart,
    userId: number,
    lines: CartLineRow[],
    menuId: number,
    quantity: number,
  ) {
    if (quantity > cartLimits.maxLineQuantity) throw lineLimit();
    const isNewLine = !lines.some((line) => line.menuId === menuId);
    if (isNewLine && lines.length >= cartLimits.maxLines) throw cartFull();
    await cart.setQuantity(userId, menuId, quantity, clock.now());
  }

  async function getCart(userId: number, addressId?: number): Promise<Cart | null> {
    const rows = await repository.readCart(userId);
    if (rows.length === 0) return null;
    return toCart(rows, await deliveryPointOf(userId, addressId));
  }

  return {
    getCart,

    async addToCart(userId: number, body: AddToCart): Promise<Cart | null> {
      const item = await menuItemOf(body.menuId, body.restaurantId);
      if (!item.isAvailable) throw unavailable();
      await repository.withLockedCart(userId, clock.now(), async (cart) => {
        let lines = await cart.lines(userId);
        const other = lines.find((line) => line.restaurantId !== item.restaurantId);
        if (other) {
          if (!body.replaceCart) throw restaurantConflict(other.restaurantId);
          await cart.removeAll(userId);
          lines = [];
        }
        const current = lines.find((line) => line.menuId === item.id)?.quantity ?? 0;
        await setLine(cart, userId, lines, item.id, current + body.quantity);
      });
      return getCart(userId);
    },

    async changeCart(userId: number, body: ChangeCartBody): Promise<Cart | null> {
      const item = await menuItemOf(body.menuId, body.restaurantId);
      await repository.withLockedCart(userId, clock.now(), async (cart) => {
        const lines = await cart.lines(userId);
        const current = lines.find((line) => line.menuId === item.id)?.quantity ?? 0;
        if (body.quantity === 0) {
          if (current > 0) await cart.removeLine(userId, item.id);
          return;
        }
        const other = lines.find((line) => line.restaurantId !== item.restaurantId);
        if (other) throw restaurantConflict(other.restaurantId);
        // A dish that became unavailable can still be reduced or removed, never increased.
        if (!item.isAvailable && body.quantity > current) throw unavailable();
        await setLine(cart, userId, lines, item.id, body.quantity);
      });
      return getCart(userId);
    },

    async countItems(
      userId: number,
    ): Promise<{ restaurantId: number | null; cartInfo: CartLine[]; count: number }> {
      const lines = await repository.readCartLines(userId);
      return {
        restaurantId: lines[0]?.restaurantId ?? null,
        cartInfo: lines.map(({ menuId, quantity }) => ({ menuId, quantity })),
        count: lines.reduce((sum, line) => sum + line.quantity, 0),
      };
    },

    async clearCart(userId: number): Promise<void> {
      await repository.withLockedCart(userId, clock.now(), (cart) => cart.removeAll(userId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
