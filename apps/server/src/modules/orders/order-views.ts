import type { OrderDetails, OrderHistoryEntry } from '@railbite/contract/orders';
import { paiseToRupees as rupees } from '../../lib/money.ts';
import type { OrderRow } from './orders.repository.ts';

type ItemRow = { itemName: string; quantity: number; finalPricePaise: number };
type StatusRow = { status: OrderDetails['orderStatus']; at: Date };
type RestaurantPlace = { name: string; address: string; latitude: number; longitude: number };

/** SPEC.md §3 Order history entry, money in rupees. */
export function toHistoryEntry(order: OrderRow, items: readonly ItemRow[]): OrderHistoryEntry {
  return {
    orderId: order.id,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurantName,
    restaurantImage: order.restaurantImagePath,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.status,
    totalAmount: rupees(order.totalPaise),
    items: items.map((item) => ({
      itemName: item.itemName,
      itemQuantity: item.quantity,
      itemPrice: rupees(item.finalPricePaise),
    })),
    deliveryAddress: order.deliveryAddress,
    rating: null,
    subTotal: rupees(order.subTotalPaise),
    discount: rupees(order.discountPaise),
    deliveryCharge: rupees(order.deliveryChargePaise),
    rainFees: rupees(order.rainFeesPaise),
    tip: rupees(order.tipPaise),
    gst: rupees(order.gstPaise),
    restaurantCharges: rupees(order.restaurantChargesPaise),
    handlingCharges: rupees(order.handlingChargesPaise),
    smallCartFees: rupees(order.smallCartFeesPaise),
    platformFees: rupees(order.platformFeesPaise),
  };
}

export function toOrderDetails(
  order: OrderRow,
  items: readonly ItemRow[],
  history: readonly StatusRow[],
  restaurant: RestaurantPlace,
): OrderDetails {
  return {
    ...toHistoryEntry(order, items),
    restaurant,
    destination: {
      address: order.deliveryAddress,
      latitude: order.deliveryLatitude,
      longitude: order.deliveryLongitude,
    },
    deliverTimeMin: order.deliverTimeMin,
    deliverTimeMax: order.deliverTimeMax,
    statusHistory: history.map((row) => ({ status: row.status, at: row.at.toISOString() })),
  };
}
