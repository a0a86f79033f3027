/** Paths and response shapes of spec §7 (exact field names). Extra fields beyond the spec are marked. */
import type { BlogCategory } from './constants.ts';

export const API_PREFIX = '/api/v1';

export const API = {
  login: '/api/v1/login',
  me: '/api/v1/me',
  logout: '/api/v1/logout',
  blogs: '/api/v1/blogs',
  blog: (id: string) => `/api/v1/blogs/${encodeURIComponent(id)}`,
  contact: '/api/v1/contact',
  contactMessage: (id: string) => `/api/v1/contact/${encodeURIComponent(id)}`,
  products: '/api/v1/products',
  product: (id: string) => `/api/v1/product/${encodeURIComponent(id)}`,
  adminProductNew: '/api/v1/admin/product/new',
  adminProduct: (id: string) => `/api/v1/admin/product/${encodeURIComponent(id)}`,
  categories: '/api/v1/admin/categories',
  category: (id: string) => `/api/v1/admin/categories/${encodeURIComponent(id)}`,
  secondSections: '/api/v1/second-sections',
  secondSection: (id: string) => `/api/v1/second-sections/${encodeURIComponent(id)}`,
} as const;

export type Role = 'admin';

export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

/** Extra: an image or video we stored, with what the page needs to avoid layout shift. */
export interface MediaInfo {
  path: string;
  kind: 'image' | 'video';
  mime: string;
  width: number | null;
  height: number | null;
  /** Smaller WebP renditions of an image, widest last (empty for videos and small images). */
  variants: { width: number; path: string }[];
}

export interface Category {
  _id: string;
  name: string;
  description: string;
  /** Extra: how many products use it. */
  productCount: number;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  price: number;
  ratings: number;
  /** Category id, or null when none. */
  category: string | null;
  /** Extra. */
  categoryName: string | null;
  stock: number;
  /** Stored relative paths, in display order. */
  image: string[];
  /** Extra: the same images with sizes and WebP renditions. */
  media: MediaInfo[];
  createdAt: string;
}

export interface BlogSection {
  _id: string;
  heading: string;
  description: string;
  image: string;
  /** Extra. */
  media: MediaInfo | null;
}

export interface Blog {
  _id: string;
  title: string;
  heading: string;
  description: string;
  author: string;
  category: BlogCategory;
  iconImage: string;
  /** Extra: tells the page whether the icon is a video or an image. */
  iconMedia: MediaInfo | null;
  content: BlogSection[];
  createdAt: string;
  updatedAt: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

export interface SecondSection {
  _id: string;
  title: string;
  para: string;
  imgSrc: string;
  /** Extra. */
  imgMedia: MediaInfo | null;
  updatedAt: string;
}

export interface ErrorResponse {
  message: string;
  /** Extra: per-field messages for invalid input. */
  errors?: Record<string, string>;
}

export interface LoginResponse {
  success: true;
  user: User;
}
export interface MeResponse {
  user: User | null;
}
export interface LogoutResponse {
  success: true;
  message: string;
}
export interface BlogListResponse {
  success: true;
  data: Blog[];
}
export interface BlogResponse {
  success: true;
  data: Blog;
}
export interface ContactCreateResponse {
  success: true;
  message: string;
}
export interface ContactListResponse {
  success: true;
  message: string;
  data: ContactMessage[];
}
export interface ProductListResponse {
  success: true;
  products: Product[];
  productsCount: number;
  resultPerPage: number;
  filteredProductsCount: number;
}
export interface ProductResponse {
  success: true;
  product: Product;
}
export interface CategoryListResponse {
  success: true;
  categories: Category[];
}
export interface CategoryResponse {
  success: true;
  category: Category;
}
export interface SecondSectionResponse {
  success: true;
  data: SecondSection;
}
export interface SecondSectionListResponse {
  success: true;
  data: SecondSection[];
}
export interface SuccessResponse {
  success: true;
  message: string;
}
