import type { Cart } from '@railbite/contract/cart';

/**
 * A priced cart of one Veg Biryani from Biryani Junction (restaurant 3), checked for `addressId`
 * (null: no address chosen); `delivers` says whether the kitchen reaches it.
 */
export function cartFor(addressId: number | null, delivers: boolean): Cart {
  return {
    restaurantId: 3,
    restaurantName: 'Biryani Junction',
    cartInfo: [{ menuId: 7, quantity: 1 }],
    itemDetails: [
      {
        menuId: 7,
        itemName: 'Veg Biryani',
        quantity: 1,
        itemTotal: 220,
        restaurantId: 3,
        price: 220,
        finalPrice: 220,
        imageUrl: '/images/dishes/d.svg',
        mealCategory: 'Veg',
        isAvailable: true,
      },
    ],
    menuTotal: 220,
    discount: 0,
    subTotal: 220,
    offerDiscount: 0,
    offer: null,
    amountToFreeDelivery: 0,
    deliveryCharge: 0,
    platformFee: 5,
    otherCharges: 16,
    otherChargesDetails: { GST: 11, 'Platform Fee': 5 },
    total: 236,
    deliverTimeMin: delivers ? 35 : 1200,
    deliverTimeMax: delivers ? 40 : 1500,
    hasUnavailableItems: false,
    ...(addressId === null
      ? {}
      : {
          deliveryCheck: {
            addressId,
            distanceKm: delivers ? 3 : 1148.6,
            deliveryRadiusKm: 5,
            deliversToAddress: delivers,
          },
        }),
  };
}
