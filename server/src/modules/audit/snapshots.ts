/**
 * What the audit log compares before and after an update, per kind of record: the fields an admin
 * edits (plugins/audit.ts records the names of those that changed, never their values).
 */
import type { AppContext } from '../../context.ts';
import { getBlog } from '../blogs/repository.ts';
import { getCategory } from '../categories/repository.ts';
import { getProduct } from '../products/repository.ts';
import { getSection } from '../second-sections/repository.ts';

export const productSnapshot = async ({ db }: AppContext, id: string) => {
  const p = await getProduct(db, id);
  return (
    p && {
      name: p.name,
      description: p.description,
      price: p.price,
      ratings: p.ratings,
      category: p.category,
      stock: p.stock,
      images: p.image,
    }
  );
};

export const categorySnapshot = async ({ db }: AppContext, id: string) => {
  const c = await getCategory(db, id);
  return c && { name: c.name, description: c.description };
};

export const blogSnapshot = async ({ db }: AppContext, id: string) => {
  const b = await getBlog(db, id);
  return (
    b && {
      title: b.title,
      heading: b.heading,
      description: b.description,
      author: b.author,
      category: b.category,
      iconImage: b.iconImage,
      content: b.content.map((s) => ({ heading: s.heading, description: s.description, image: s.image })),
    }
  );
};

export const secondSectionSnapshot = async ({ db }: AppContext, id: string) => {
  const s = await getSection(db, id);
  return s && { title: s.title, para: s.para, imgSrc: s.imgSrc };
};
