import {
  addToCartBodySchema,
  cartCountResponseSchema,
  cartQuerySchema,
  cartResponseSchema,
  changeCartBodySchema,
} from '@railbite/contract/cart';
import { apiPaths } from '@railbite/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CartService } from './cart.service.ts';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];
const paths = apiPaths.cart;

/** The customer's one-restaurant cart; every route needs login and prices come from the server. */
export const cartRoutes: FastifyPluginAsyncZod<{ cartService: CartService }> = async (
  app,
  { cartService },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    paths.add,
    {
      schema: {
        tags,
        security,
        summary: 'Add a dish to the cart (409 CART_RESTAURANT_CONFLICT unless replaceCart)',
        body: addToCartBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cartService.addToCart(currentUser(request).userId, request.body),
    }),
  );

  app.post(
    paths.change,
    {
      schema: {
        tags,
        security,
        summary: 'Set a dish’s quantity (0 removes it) and return the new cart',
        body: changeCartBodySchema,
        response: { 200: cartResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cartService.changeCart(currentUser(request).userId, request.body),
    }),
  );

  app.get(
    paths.get,
    {
      schema: {
        tags,
        security,
        summary:
          'The cart, priced from today’s menu (data is null when empty), with delivery times for the address (addressId, else the default)',
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cartService.getCart(currentUser(request).userId, request.query.addressId),
    }),
  );

  app.get(
    paths.count,
    {
      schema: {
        tags,
        security,
        summary: 'The cart’s lines and item count',
        response: { 200: cartCountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cartService.countItems(currentUser(request).userId),
    }),
  );

  app.delete(
    paths.clear,
    {
      schema: {
        tags,
        security,
        summary: 'Empty the cart',
        response: { 200: cartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await cartService.clearCart(currentUser(request).userId);
      return { success: true as const, data: null };
    },
  );
};
