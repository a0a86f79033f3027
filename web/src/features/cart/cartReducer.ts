/**
 * The cart (spec §3 Cart state, §4 transitions) as a pure reducer: adding a product REPLACES its
 * existing line (with the new quantity), otherwise appends; removing filters the line out.
 * Kept free of React and storage so it runs in the node unit tests.
 */

export interface CartItem {
  /** Product id: the key of a line. */
  product: string;
  name: string;
  price: number;
  /** Stored path of the first product image ('' when none). */
  image: string;
  stock: number;
  quantity: number;
}

export interface ShippingInfo {
  [field: string]: string;
}

export interface CartState {
  cartItems: CartItem[];
  shippingInfo: ShippingInfo;
}

export type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; product: string }
  | { type: 'setQuantity'; product: string; quantity: number }
  | { type: 'clear' };

export const EMPTY_CART: CartState = { cartItems: [], shippingInfo: {} };

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const exists = state.cartItems.some((line) => line.product === action.item.product);
      return {
        ...state,
        cartItems: exists
          ? state.cartItems.map((line) => (line.product === action.item.product ? action.item : line))
          : [...state.cartItems, action.item],
      };
    }
    case 'remove':
      return { ...state, cartItems: state.cartItems.filter((line) => line.product !== action.product) };
    case 'setQuantity':
      if (!Number.isInteger(action.quantity) || action.quantity < 1) return state;
      return {
        ...state,
        cartItems: state.cartItems.map((line) =>
          line.product === action.product ? { ...line, quantity: action.quantity } : line,
        ),
      };
    case 'clear':
      return { ...state, cartItems: [] };
  }
}

export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.product === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    typeof v.image === 'string' &&
    typeof v.stock === 'number' &&
    typeof v.quantity === 'number' &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0
  );
}

/**
 * Reads the persisted root store `{ cart: { cartItems, shippingInfo } }`. Anything malformed (an
 * old format, a hand-edited value) yields an empty cart instead of breaking the page.
 */
export function parsePersistedCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const root = JSON.parse(raw) as { cart?: { cartItems?: unknown; shippingInfo?: unknown } };
    const cart = root?.cart;
    if (!cart || !Array.isArray(cart.cartItems)) return EMPTY_CART;
    const shippingInfo =
      typeof cart.shippingInfo === 'object' && cart.shippingInfo !== null
        ? (cart.shippingInfo as ShippingInfo)
        : {};
    return { cartItems: cart.cartItems.filter(isCartItem), shippingInfo };
  } catch {
    return EMPTY_CART;
  }
}

export function serializeCart(state: CartState): string {
  return JSON.stringify({ cart: state });
}
