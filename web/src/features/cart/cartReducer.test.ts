import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  cartCount,
  cartReducer,
  cartSubtotal,
  EMPTY_CART,
  parsePersistedCart,
  serializeCart,
} from './cartReducer.ts';

const item = (product: string, quantity: number, price = 100): CartItem => ({
  product,
  name: `Product ${product}`,
  price,
  image: '',
  stock: 10,
  quantity,
});

describe('cartReducer', () => {
  it('appends a product that is not in the cart', () => {
    const one = cartReducer(EMPTY_CART, { type: 'add', item: item('a', 1) });
    const two = cartReducer(one, { type: 'add', item: item('b', 2) });
    expect(two.cartItems.map((l) => l.product)).toEqual(['a', 'b']);
  });

  it('replaces the line of a product already in the cart (spec §4), keeping its place', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', item: item('a', 1) });
    state = cartReducer(state, { type: 'add', item: item('b', 1) });
    state = cartReducer(state, { type: 'add', item: item('a', 3) });
    expect(state.cartItems).toHaveLength(2);
    expect(state.cartItems[0]).toEqual(item('a', 3));
  });

  it('removes a line by filtering it out', () => {
    let state = cartReducer(EMPTY_CART, { type: 'add', item: item('a', 1) });
    state = cartReducer(state, { type: 'add', item: item('b', 1) });
    state = cartReducer(state, { type: 'remove', product: 'a' });
    expect(state.cartItems.map((l) => l.product)).toEqual(['b']);
  });

  it('sets a quantity, ignoring 0, negatives and fractions', () => {
    const state = cartReducer(EMPTY_CART, { type: 'add', item: item('a', 1) });
    expect(
      cartReducer(state, { type: 'setQuantity', product: 'a', quantity: 4 }).cartItems[0]?.quantity,
    ).toBe(4);
    for (const quantity of [0, -1, 1.5]) {
      expect(cartReducer(state, { type: 'setQuantity', product: 'a', quantity })).toBe(state);
    }
  });

  it('clears the lines but keeps shipping info', () => {
    const state = { cartItems: [item('a', 1)], shippingInfo: { city: 'Indore' } };
    expect(cartReducer(state, { type: 'clear' })).toEqual({
      cartItems: [],
      shippingInfo: { city: 'Indore' },
    });
  });

  it('does not mutate the previous state', () => {
    const state = cartReducer(EMPTY_CART, { type: 'add', item: item('a', 1) });
    const frozen = structuredClone(state);
    cartReducer(state, { type: 'add', item: item('a', 5) });
    cartReducer(state, { type: 'remove', product: 'a' });
    expect(state).toEqual(frozen);
  });
});

describe('totals', () => {
  it('sums price × quantity and quantities', () => {
    const items = [item('a', 2, 150), item('b', 1, 99.5)];
    expect(cartSubtotal(items)).toBe(399.5);
    expect(cartCount(items)).toBe(3);
  });
});

describe('persistence', () => {
  it('round-trips through the persisted root shape { cart: { cartItems, shippingInfo } }', () => {
    const state = { cartItems: [item('a', 2)], shippingInfo: {} };
    const raw = serializeCart(state);
    expect(JSON.parse(raw)).toEqual({ cart: state });
    expect(parsePersistedCart(raw)).toEqual(state);
  });

  it('yields an empty cart for missing or malformed data and drops invalid lines', () => {
    expect(parsePersistedCart(null)).toEqual(EMPTY_CART);
    expect(parsePersistedCart('not json')).toEqual(EMPTY_CART);
    expect(parsePersistedCart('{"cart":{"cartItems":"x"}}')).toEqual(EMPTY_CART);
    const raw = JSON.stringify({
      cart: { cartItems: [item('a', 1), { product: 'b', quantity: 0 }], shippingInfo: {} },
    });
    expect(parsePersistedCart(raw).cartItems.map((l) => l.product)).toEqual(['a']);
  });
});
