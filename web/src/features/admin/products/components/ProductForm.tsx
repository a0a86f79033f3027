/**
 * One form for adding and editing a product (spec §2.8, §5). Text fields run through the contract
 * schemas (the same ones the server uses); images are checked here like the server checks them. The
 * side region holds the URL name; an edit sends the version it holds (a stale one is refused, 409).
 *
 * Editing (issue 18 item 5): who else is editing (Presence.tsx), autosave of a draft or a product in
 * review with the body the buttons send (`updateBody`), and a published product's unsaved text kept
 * in the browser and offered back (LocalDraft.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  PAGE,
  PRODUCT_EDIT_REDIRECT_MS,
  PRODUCT_IMAGE_TYPES,
  type Product,
  UPLOAD_LIMITS,
} from '@vyoma/contract';
import { productCreateSchema, productUpdateSchema } from '@vyoma/contract/schemas';
import { Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { FileThumb, fileKey, MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { IconButton } from '~/components/ui/IconButton.tsx';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AutosaveStatus, useAutosave } from '../../components/Autosave.tsx';
import { ConflictActions } from '../../components/ConflictActions.tsx';
import { EditorLayout, EditorPanel, FormAlert } from '../../components/EditorLayout.tsx';
import { applyFieldErrors } from '../../components/formErrors.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { useFetchSaved } from '../../components/history.ts';
import { ItemAnalyticsPanel } from '../../components/ItemAnalyticsPanel.tsx';
import { type LocalDraftKeeper, LocalDraftOffer, useLocalDraft } from '../../components/LocalDraft.tsx';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { MissingAltPanel, slotOf, useMissingAlt } from '../../components/MissingAlt.tsx';
import { type EditPresence, PresenceBanner, useEditPresence } from '../../components/Presence.tsx';
import { PreviewLinksPanel } from '../../components/PreviewLinksPanel.tsx';
import { PublishActions, StatusPanel, savedMessage, usePublishing } from '../../components/Publishing.tsx';
import { adminProductKeys, useCategories } from '../../components/queries.ts';
import { appendSeo, SeoPanel, type SeoValue, seoBody, seoValueOf } from '../../components/SeoPanel.tsx';
import { SlugField, slugToSend } from '../../components/SlugField.tsx';
import { conflictOf } from '../../components/saveConflict.ts';
import { type ProductUpdateBody, sendProductUpdate, useCreateProduct, useUpdateProduct } from '../api.ts';

const editSchema = productUpdateSchema.omit({ removeImages: true });
type FormIn = z.input<typeof editSchema>;
type FormOut = z.output<typeof editSchema>;
type CreateIn = z.input<typeof productCreateSchema>;

const createResolver = zodResolver(productCreateSchema);
const editResolver = zodResolver(editSchema);
const FIELDS = ['name', 'description', 'price', 'ratings', 'category', 'stock'] as const;
const IMAGE_HINT = `${typeList(PRODUCT_IMAGE_TYPES)}, up to ${formatBytes(UPLOAD_LIMITS.productImageBytes)} each, at most ${UPLOAD_LIMITS.productImagesMax}.`;

/** The edit form's values as its resolver reads them: an untouched select or blank rating is "keep". */
const cleanEdit = (values: FormIn) => ({
  ...values,
  category: values.category || undefined,
  ratings: values.ratings === '' ? undefined : values.ratings,
});

/** Create requires ratings and category; edit keeps the spec's four required fields. */
function resolverFor(mode: 'create' | 'edit'): Resolver<FormIn, unknown, FormOut> {
  return async (values, context, options) => {
    if (mode === 'create') {
      const result = await createResolver(values as CreateIn, context, options as never);
      return result as Awaited<ReturnType<Resolver<FormIn, unknown, FormOut>>>;
    }
    return editResolver(cleanEdit(values), context, options);
  };
}

type Props =
  | { mode: 'create'; product?: undefined; onReload?: undefined }
  | { mode: 'edit'; product: Product; onReload?: () => void };

/** What a published product keeps in the browser while it is edited (text only, never files). */
interface ProductLocal {
  form: FormIn;
  slug: string;
  seo: SeoValue;
}

export function ProductForm(props: Props) {
  const presence = useEditPresence('product', props.product?._id);
  const local = useLocalDraft<ProductLocal>('product', props.product);
  return (
    <>
      <PresenceBanner presence={presence} />
      <LocalDraftOffer local={local} />
      <ProductFormBody key={local.generation} {...props} presence={presence} local={local} />
    </>
  );
}

function ProductFormBody({
  mode,
  product,
  onReload,
  presence,
  local,
}: Props & { presence: EditPresence; local: LocalDraftKeeper<ProductLocal> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restored = local.restored;
  const categories = useCategories();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?._id ?? '');
  const publishing = usePublishing(product);
  /** Images added in this edit, in order: chosen files, and library images (sent as their paths). */
  const [newFiles, setNewFiles] = useState<(File | string)[]>([]);
  const missingAlt = useMissingAlt();
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [slug, setSlug] = useState(restored?.slug ?? product?.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [seo, setSeo] = useState<SeoValue>(() => restored?.seo ?? seoValueOf(product?.seo));
  /** The version this form saves over: the loaded one, then each autosave's (or the newest after "Keep mine"). */
  const version = useRef(product?.version);
  /** A save was refused: someone saved a newer version since this form was loaded. */
  const [conflict, setConflict] = useState(false);
  const fetchSaved = useFetchSaved('product', product?._id ?? '');
  const [seoErrors, setSeoErrors] = useState<Partial<Record<keyof SeoValue, string>>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: resolverFor(mode),
    defaultValues: restored
      ? restored.form
      : product
        ? {
            name: product.name,
            description: product.description,
            price: String(product.price),
            ratings: String(product.ratings),
            category: product.category ?? '',
            stock: String(product.stock),
          }
        : { name: '', description: '', price: '', ratings: '', category: '', stock: '' },
  });

  const name = useWatch({ control, name: 'name' });
  const description = useWatch({ control, name: 'description' });
  const existing = product?.image ?? [];
  const keptCount = existing.filter((path) => !removed.has(path)).length;
  const pending = create.isPending || update.isPending;
  const busy = pending || redirecting;

  const addFiles = async (files: File[]) => {
    const { accepted, errors: problems } = await checkFiles(files, {
      types: PRODUCT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.productImageBytes,
      maxCount: UPLOAD_LIMITS.productImagesMax,
      current: keptCount + newFiles.length,
      noun: 'images',
    });
    setNewFiles((list) => [...list, ...accepted]);
    setImageError(problems.length > 0 ? problems.join(' ') : null);
  };

  /** The image rule the schema cannot see: at least one must exist after the save. */
  const checkImageCount = (): boolean => {
    if (keptCount + newFiles.length > 0) return true;
    setImageError(
      mode === 'create'
        ? `Add at least one ${typeList(PRODUCT_IMAGE_TYPES)} image.`
        : 'At least one image must remain.',
    );
    return false;
  };

  const onFailure = (error: unknown, fallback: string) => {
    // Publishing refused for images without alt text: the panel asks for it and saves again.
    const refused = missingAlt.capture(error);
    if (refused) {
      // New files of this save are in the library now (named after the kept images): the retry
      // sends their paths instead of uploading them again.
      for (const image of refused) {
        const slot = slotOf(image.label);
        if (slot?.field !== 'product') continue;
        const at = slot.index - keptCount;
        setNewFiles((list) =>
          list.map((item, i) => (i === at && typeof item !== 'string' ? image.path : item)),
        );
      }
      return;
    }
    const conflict = conflictOf(error);
    if (conflict === 'version') {
      setFormError(messageOr(error, fallback));
      setConflict(true);
    }
    if (conflict === 'slug') {
      setSlugError(messageOr(error, fallback));
      slugInput.current?.focus();
    }
    const fieldErrors = applyFieldErrors(error, setError, FIELDS);
    if (fieldErrors.images) setImageError(fieldErrors.images);
    if (fieldErrors.slug) setSlugError(fieldErrors.slug);
    setSeoErrors({
      title: fieldErrors['seo.title'],
      description: fieldErrors['seo.description'],
      image: fieldErrors['seo.image'],
    });
    toast.error(mode === 'create' ? withReason(fallback, messageOr(error, '')) : messageOr(error, fallback));
  };

  /** The body of a PUT: the buttons and autosave send the same thing. */
  const updateBody = (
    values: FormOut,
    urlSlug: string | undefined,
    status: { status: ProductUpdateBody['status']; publishAt?: string },
  ): ProductUpdateBody => ({
    name: values.name,
    price: values.price,
    stock: values.stock,
    description: values.description,
    ratings: values.ratings,
    category: values.category,
    removeImages: removed.size > 0 ? [...removed] : undefined,
    slug: urlSlug,
    seo: seoBody(seo),
    status: status.status,
    publishAt: status.publishAt,
    // The version this form holds: a newer save by someone else in between is refused (409).
    version: version.current,
  });

  const autosave = useAutosave(
    mode === 'edit' &&
      (product?.status === 'draft' || product?.status === 'review') &&
      !presence.blocked &&
      !busy,
    async () => {
      if (!product || keptCount + newFiles.length === 0) return null;
      const parsed = editSchema.safeParse(cleanEdit(getValues()));
      if (!parsed.success) return null;
      const url = await slugToSend(slug, parsed.data.name);
      if (url.problem) return null;
      const body = updateBody(parsed.data, url.slug, { status: product.status });
      const files = newFiles;
      const removing = removed;
      return async () => {
        const { product: saved } = await sendProductUpdate(product._id, body, files);
        version.current = saved.version;
        // Uploaded and removed images are saved now: the next save does not send them again.
        if (files.length > 0) setNewFiles((list) => list.filter((file) => !files.includes(file)));
        if (removing.size > 0) setRemoved((set) => new Set([...set].filter((path) => !removing.has(path))));
        queryClient.setQueryData(adminProductKeys.detail(product._id), saved);
        void queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
      };
    },
  );

  // Every change: autosave (a draft) or keep it in the browser (a published product).
  const onChange = useRef(() => {});
  onChange.current = () => {
    autosave.schedule();
    local.keep({ form: getValues(), slug, seo });
  };
  useEffect(() => {
    const subscription = watch(() => onChange.current());
    return () => subscription.unsubscribe();
  }, [watch]);
  const firstExtra = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slug or SEO fields change
  useEffect(() => {
    if (firstExtra.current) firstExtra.current = false;
    else onChange.current();
  }, [seo, slug]);

  const onValid = async (values: FormOut) => {
    if (!checkImageCount()) return;
    if (!(await presence.confirmSave())) return;
    await autosave.settle();
    setFormError(null);
    setConflict(false);
    setSeoErrors({});
    const url = await slugToSend(slug, values.name);
    setSlugError(url.problem);
    if (url.problem) {
      slugInput.current?.focus();
      return;
    }
    const status = publishing.fields();
    if ('problem' in status) return;
    setProgress(0);
    if (mode === 'create') {
      const form = new FormData();
      for (const key of FIELDS) form.append(key, String(values[key] ?? ''));
      form.append('status', status.status);
      if (status.publishAt) form.append('publishAt', status.publishAt);
      if (url.slug) form.append('slug', url.slug);
      appendSeo(form, seo);
      for (const file of newFiles) form.append('images', file);
      create.mutate(
        { form, onProgress: setProgress },
        {
          onSuccess: () => {
            local.clear();
            missingAlt.clear();
            toast.success(savedMessage(publishing.intent(), 'Product', MESSAGES.product.added));
            navigate('/admin/products');
          },
          onError: (error) => onFailure(error, MESSAGES.product.addFailed),
          onSettled: () => setProgress(null),
        },
      );
      return;
    }
    const body = updateBody(values, url.slug, status);
    update.mutate(
      { body, files: newFiles, onProgress: setProgress },
      {
        onSuccess: () => {
          local.clear();
          missingAlt.clear();
          toast.success(savedMessage(publishing.intent(), 'Product', 'Product updated successfully.'));
          setRedirecting(true);
          timer.current = setTimeout(() => navigate('/admin/products'), PRODUCT_EDIT_REDIRECT_MS);
        },
        onError: (error) => onFailure(error, MESSAGES.product.updateFailed),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onSubmit = handleSubmit(onValid, () => {
    checkImageCount();
  });

  /** Save again over the newer version: its number is fetched, the form sent as it is. */
  const keepMine = async () => {
    try {
      version.current = (await fetchSaved()).version;
    } catch (error) {
      toast.error(messageOr(error, MESSAGES.product.fetchFailed));
      return;
    }
    await onSubmit();
  };

  const categoryList = categories.data ?? [];
  const required = mode === 'create';

  return (
    <form
      className="product-form"
      onSubmit={(event) => {
        publishing.capture(event);
        return onSubmit(event);
      }}
      noValidate
      aria-busy={busy}
    >
      <EditorLayout
        aside={
          <>
            <StatusPanel {...publishing.panel} />
            {product && <HistoryPanel kind="product" itemId={product._id} />}
            <EditorPanel title="Address">
              <SlugField
                id="product-slug"
                value={slug}
                onChange={(next) => {
                  setSlug(next);
                  setSlugError(null);
                }}
                inputRef={slugInput}
                source={name}
                pathOf={PAGE.product}
                saved={product?.slug}
                error={slugError ?? undefined}
                disabled={busy}
              />
            </EditorPanel>
            <PreviewLinksPanel kind="product" itemId={product?._id} />
            <ItemAnalyticsPanel path={product?.slug ? PAGE.product(product.slug) : undefined} />
          </>
        }
        footer={
          <>
            {progress !== null && newFiles.length > 0 && <ProgressBar value={progress} />}
            <AutosaveStatus autosave={autosave} />
            <FormAlert message={formError} />
            {missingAlt.images && (
              <MissingAltPanel images={missingAlt.images} busy={busy} onFixed={() => void onSubmit()} />
            )}
            {conflict && product && (
              <ConflictActions
                kind="product"
                itemId={product._id}
                loadedVersion={product.version}
                busy={busy}
                onKeepMine={keepMine}
                onTakeTheirs={() => onReload?.()}
              />
            )}
            <PublishActions {...publishing.actions} busy={busy} cancelTo="/admin/products" />
          </>
        }
      >
        <div className="admin-form admin-form--two">
          <FormField
            id="product-name"
            label="Name"
            required
            error={errors.name?.message}
            className="span-all"
          >
            {(a11y) => <input className="input" {...a11y} {...register('name')} />}
          </FormField>
          <FormField id="product-price" label="Price (₹)" required error={errors.price?.message}>
            {(a11y) => <input className="input" inputMode="decimal" {...a11y} {...register('price')} />}
          </FormField>
          <FormField id="product-stock" label="Stock" required error={errors.stock?.message}>
            {(a11y) => <input className="input" inputMode="numeric" {...a11y} {...register('stock')} />}
          </FormField>
          <FormField
            id="product-ratings"
            label="Ratings"
            required={required}
            hint="From 0 to 5."
            error={errors.ratings?.message}
          >
            {(a11y) => <input className="input" inputMode="decimal" {...a11y} {...register('ratings')} />}
          </FormField>
          <FormField
            id="product-category"
            label="Category"
            required={required}
            error={errors.category?.message}
            hint={
              categories.isError
                ? 'Categories could not be loaded. Reload the page to try again.'
                : categories.isSuccess && categoryList.length === 0
                  ? 'No categories yet: add one under Category first.'
                  : undefined
            }
          >
            {(a11y) => (
              <select className="select" disabled={categories.isPending} {...a11y} {...register('category')}>
                <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
                {categoryList.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="product-description"
            label="Description"
            required
            error={errors.description?.message}
            className="span-all"
          >
            {(a11y) => <textarea className="textarea" rows={5} {...a11y} {...register('description')} />}
          </FormField>

          <div className="span-all">
            <FileDrop
              id="product-images"
              label="Images"
              required={mode === 'create'}
              hint={IMAGE_HINT}
              error={imageError ?? undefined}
              accept={PRODUCT_IMAGE_TYPES}
              multiple
              disabled={busy}
              onFiles={addFiles}
            >
              {(existing.length > 0 || newFiles.length > 0) && (
                <ul className="file-previews" aria-label="Image previews">
                  {existing.map((path, index) => {
                    const isRemoved = removed.has(path);
                    return (
                      <li key={path} className={`file-preview${isRemoved ? ' file-preview--removed' : ''}`}>
                        <MediaThumb src={path} alt={`Current image ${index + 1}`} />
                        <span className="file-preview__bar">
                          <span className="file-preview__name">
                            {isRemoved ? `Image ${index + 1}: removed` : `Image ${index + 1}`}
                          </span>
                          <IconButton
                            label={isRemoved ? `Keep image ${index + 1}` : `Remove image ${index + 1}`}
                            icon={isRemoved ? Undo2 : X}
                            pressed={isRemoved}
                            disabled={busy}
                            onClick={() =>
                              setRemoved((set) => {
                                const next = new Set(set);
                                if (next.has(path)) next.delete(path);
                                else next.add(path);
                                return next;
                              })
                            }
                          />
                        </span>
                      </li>
                    );
                  })}
                  {newFiles.map((file, index) =>
                    typeof file === 'string' ? (
                      <li key={file} className="file-preview">
                        <MediaThumb src={file} alt={`Library image ${index + 1}`} />
                        <span className="file-preview__bar">
                          <span className="file-preview__name">From the library</span>
                          <IconButton
                            label={`Remove library image ${index + 1}`}
                            icon={X}
                            disabled={busy}
                            onClick={() => setNewFiles((list) => list.filter((_, i) => i !== index))}
                          />
                        </span>
                      </li>
                    ) : (
                      <li key={fileKey(file)} className="file-preview">
                        <FileThumb file={file} alt={`New image: ${file.name}`} />
                        <span className="file-preview__bar">
                          <span className="file-preview__name" title={file.name}>
                            {file.name}
                          </span>
                          <IconButton
                            label={`Remove ${file.name}`}
                            icon={X}
                            disabled={busy}
                            onClick={() => setNewFiles((list) => list.filter((_, i) => i !== index))}
                          />
                        </span>
                      </li>
                    ),
                  )}
                </ul>
              )}
            </FileDrop>
            <ChooseFromLibrary
              kind="image"
              label="Add from library"
              fieldLabel="Images"
              disabled={busy || keptCount + newFiles.length >= UPLOAD_LIMITS.productImagesMax}
              onChoose={(item) => {
                setImageError(null);
                setNewFiles((list) =>
                  list.includes(item.path) || existing.includes(item.path) ? list : [...list, item.path],
                );
              }}
            />
          </div>
        </div>

        <SeoPanel
          kind="product"
          itemId={product?._id}
          value={seo}
          onChange={setSeo}
          source={{ title: name, description: String(description ?? ''), images: existing }}
          path={PAGE.product(slug || product?.slug || 'new-product')}
          errors={seoErrors}
          disabled={busy}
        />
      </EditorLayout>
    </form>
  );
}
