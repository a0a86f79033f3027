/**
 * /admin/settings: the agency's name, contact details, address, social links, logo and share image
 * (issue 19), and the site's languages (issue 36). Every public page reads them; a save shows on the next page request. Fields are
 * checked with the contract's schema before sending, and the server's messages land on the same
 * fields.
 */
import {
  CONTENT_IMAGE_TYPES,
  DEFAULT_APPLICATION_CONSENT,
  type MediaInfo,
  type SiteSettings,
  SOCIAL_NETWORKS,
  UPLOAD_LIMITS,
} from '@vyoma/contract';
import type { Language } from '@vyoma/contract/languages';
import { type SiteSettingsInput, siteSettingsSchema } from '@vyoma/contract/schemas';
import { type ReactNode, useState } from 'react';
import {
  type Control,
  type Path,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { FileDrop } from '~/components/ui/FileDrop.tsx';
import { MediaThumb } from '~/components/ui/FilePreview.tsx';
import { FormActions } from '~/components/ui/FormActions.tsx';
import { FormField } from '~/components/ui/FormField.tsx';
import { checkFiles, formatBytes, typeList } from '~/components/ui/fileChecks.ts';
import { ProgressBar } from '~/components/ui/ProgressBar.tsx';
import { toast, withReason } from '~/components/ui/Toast.tsx';
import { messageOr } from '~/lib/api.ts';
import { AdminFrame } from '../../components/AdminFrame.tsx';
import { fieldErrorsOf } from '../../components/formErrors.ts';
import { ChooseFromLibrary } from '../../components/MediaPicker.tsx';
import { QueryStates } from '../../components/States.tsx';
import { uploadSettingsImage, useSaveSettings, useSettings } from '../api.ts';
import './settings.css';

/** The form's fields: the settings, with the address lines as one text box and the image alts flat. */
interface FormValues {
  siteName: string;
  shortName: string;
  tagline: string;
  phone: string;
  email: string;
  whatsapp: { number: string; message: string };
  addressLines: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  hours: string;
  mapUrl: string;
  social: Record<(typeof SOCIAL_NETWORKS)[number]['key'], string>;
  logoAlt: string;
  shareImageAlt: string;
  applicationConsent: string;
  analytics: boolean;
  languages: Language[];
  /** Issue 36: the texts in each other language, by code (address lines as one text box). */
  texts: Record<string, LanguageTexts>;
}

interface LanguageTexts {
  tagline: string;
  addressLines: string;
  hours: string;
  whatsappMessage: string;
  applicationConsent: string;
}

type ImageKey = 'logo' | 'shareImage';
type StoredImage = { path: string; media: MediaInfo | null } | null;

const toForm = (s: SiteSettings): FormValues => ({
  siteName: s.siteName,
  shortName: s.shortName,
  tagline: s.tagline,
  phone: s.phone.display,
  email: s.email,
  whatsapp: { number: s.whatsapp.number ? `+${s.whatsapp.number}` : '', message: s.whatsapp.message },
  addressLines: s.address.lines.join('\n'),
  address: {
    street: s.address.street,
    locality: s.address.locality,
    region: s.address.region,
    postalCode: s.address.postalCode,
    country: s.address.country,
  },
  hours: s.hours,
  mapUrl: s.mapUrl,
  social: { ...s.social },
  logoAlt: s.logo?.alt ?? '',
  shareImageAlt: s.shareImage?.alt ?? '',
  applicationConsent: s.applicationConsent,
  analytics: s.analytics,
  languages: s.languages.map((l) => ({ ...l })),
  texts: Object.fromEntries(
    s.languages.slice(1).map((l) => {
      const t = s.translations?.[l.code];
      return [
        l.code,
        {
          tagline: t?.tagline ?? '',
          addressLines: (t?.addressLines ?? []).join('\n'),
          hours: t?.hours ?? '',
          whatsappMessage: t?.whatsappMessage ?? '',
          applicationConsent: t?.applicationConsent ?? '',
        },
      ];
    }),
  ),
});

/** A message's key ("address.lines.0", "logo.alt") → the form field that shows it. */
function formField(key: string): Path<FormValues> | ImageKey {
  // A language's texts: translations.hi.tagline is texts.hi.tagline (its lines one box).
  if (key.startsWith('translations.'))
    return key
      .replace(/^translations\./, 'texts.')
      .replace(/\.addressLines\..*$/, '.addressLines') as Path<FormValues>;
  if (key.startsWith('address.lines')) return 'addressLines';
  if (key === 'logo.alt') return 'logoAlt';
  if (key === 'shareImage.alt') return 'shareImageAlt';
  if (key.startsWith('logo')) return 'logo';
  if (key.startsWith('shareImage')) return 'shareImage';
  return key as Path<FormValues>;
}

const IMAGE_HINT = `${typeList(CONTENT_IMAGE_TYPES)}, up to ${formatBytes(UPLOAD_LIMITS.settingsImageBytes)}.`;

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <fieldset className="settings-group" aria-labelledby={id}>
      <legend id={id} className="settings-group__title">
        {title}
      </legend>
      <div className="admin-form admin-form--two">{children}</div>
    </fieldset>
  );
}

function TextField({
  name,
  label,
  register,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  wide,
}: {
  name: Path<FormValues>;
  label: string;
  register: UseFormRegister<FormValues>;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  wide?: boolean;
}) {
  return (
    <FormField
      id={`settings-${name.replace(/\./g, '-')}`}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={wide ? 'span-all' : undefined}
    >
      {(a11y) => (
        <input
          className="input"
          type={type}
          autoComplete={autoComplete ?? 'off'}
          {...a11y}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

function ImageField({
  id,
  label,
  hint,
  image,
  error,
  busy,
  onChange,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  image: StoredImage;
  error?: string;
  busy: boolean;
  onChange: (image: StoredImage, error?: string) => void;
  children: ReactNode;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const choose = async (files: File[]) => {
    const { accepted, errors } = await checkFiles(files.slice(0, 1), {
      types: CONTENT_IMAGE_TYPES,
      maxBytes: UPLOAD_LIMITS.settingsImageBytes,
    });
    const file = accepted[0];
    if (!file) return onChange(image, errors[0]);
    setProgress(0);
    try {
      const { data } = await uploadSettingsImage(file, setProgress);
      onChange({ path: data.path, media: data });
    } catch (failure) {
      onChange(image, messageOr(failure, 'The image could not be uploaded.'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="span-all settings-image">
      <FileDrop
        id={id}
        label={label}
        hint={`${hint} ${IMAGE_HINT}`}
        error={error}
        accept={CONTENT_IMAGE_TYPES}
        disabled={busy || progress !== null}
        onFiles={choose}
      >
        {image && (
          <div className="content-preview">
            <MediaThumb src={image.path} alt={`Current ${label.toLowerCase()}`} size="lg" />
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </button>
          </div>
        )}
      </FileDrop>
      <ChooseFromLibrary
        kind="image"
        fieldLabel={label}
        disabled={busy || progress !== null}
        onChoose={(item) =>
          onChange({
            path: item.path,
            media: {
              path: item.path,
              kind: item.kind,
              mime: item.mime,
              width: item.width,
              height: item.height,
              variants: item.variants,
              avif: item.avif,
              alt: item.decorative ? '' : item.alt,
            },
          })
        }
      />
      {progress !== null && <ProgressBar value={progress} />}
      {children}
    </div>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  // The header, footer and the fill-in notice read the settings from the root loader: reload it.
  const { revalidate } = useRevalidator();
  const [images, setImages] = useState<Record<ImageKey, StoredImage>>({
    logo: settings.logo,
    shareImage: settings.shareImage,
  });
  const [imageErrors, setImageErrors] = useState<Partial<Record<ImageKey, string>>>({});
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ defaultValues: toForm(settings) });
  const [imagesChanged, setImagesChanged] = useState(false);

  const setImage = (key: ImageKey) => (image: StoredImage, error?: string) => {
    setImages((now) => ({ ...now, [key]: image }));
    setImageErrors((now) => ({ ...now, [key]: error }));
    setImagesChanged(true);
  };

  /** Shows each message on its field and moves focus to the first one. */
  const showErrors = (messages: Record<string, string>) => {
    const onImages: Partial<Record<ImageKey, string>> = {};
    let first: Path<FormValues> | null = null;
    for (const [key, message] of Object.entries(messages)) {
      const field = formField(key);
      if (field === 'logo' || field === 'shareImage') onImages[field] ??= message;
      else {
        setError(field, { type: 'server', message });
        first ??= field;
      }
    }
    setImageErrors(onImages);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const payload: SiteSettingsInput = {
      siteName: values.siteName,
      shortName: values.shortName,
      tagline: values.tagline,
      phone: values.phone,
      email: values.email,
      whatsapp: values.whatsapp,
      address: {
        ...values.address,
        lines: values.addressLines
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      },
      hours: values.hours,
      mapUrl: values.mapUrl,
      social: values.social,
      logo: images.logo && { path: images.logo.path, alt: values.logoAlt },
      shareImage: images.shareImage && { path: images.shareImage.path, alt: values.shareImageAlt },
      applicationConsent: values.applicationConsent,
      analytics: values.analytics,
      languages: values.languages.map((l) => ({ ...l, code: l.code.trim(), search: l.search.trim() })),
      // The texts of the languages the list still has (a removed one's go with it).
      translations: Object.fromEntries(
        Object.entries(values.texts)
          .filter(([code]) => values.languages.some((l) => l.code === code))
          .map(([code, t]) => [
            code,
            {
              ...t,
              addressLines: t.addressLines
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            },
          ]),
      ),
    };
    const checked = siteSettingsSchema.safeParse(payload);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[issue.path.join('.')] ??= issue.message;
      showErrors(messages);
      return;
    }
    save.mutate(payload, {
      onSuccess: ({ data }) => {
        reset(toForm(data));
        setImagesChanged(false);
        void revalidate();
        toast.success('Settings saved. The site shows them from the next page you open.');
      },
      onError: (error) => {
        showErrors(fieldErrorsOf(error));
        toast.error(withReason('The settings were not saved.', messageOr(error, '')));
      },
    });
  });

  const busy = save.isPending;
  const err = (name: Path<FormValues>) => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    return (node as { message?: string } | undefined)?.message;
  };
  const field = { register };
  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Group title="Identity" id="settings-identity">
        <TextField {...field} name="siteName" label="Site name" required error={err('siteName')} />
        <TextField
          {...field}
          name="shortName"
          label="Short name"
          required
          hint="Where space is short (the admin, some headings)."
          error={err('shortName')}
        />
        <TextField {...field} name="tagline" label="Tagline" wide error={err('tagline')} />
        <ImageField
          id="settings-logo"
          label="Logo"
          hint="Shown in the header and footer instead of the built-in mark."
          image={images.logo}
          error={imageErrors.logo}
          busy={busy}
          onChange={setImage('logo')}
        >
          {images.logo && (
            <TextField
              {...field}
              name="logoAlt"
              label="Logo alt text"
              hint="What the logo says, for screen readers (usually the site name)."
              error={err('logoAlt')}
              wide
            />
          )}
        </ImageField>
      </Group>

      <Group title="Contact" id="settings-contact">
        <TextField
          {...field}
          name="phone"
          label="Phone"
          type="tel"
          hint="As visitors should see it, with the country code: +91 98765 43210."
          error={err('phone')}
        />
        <TextField {...field} name="email" label="Email" type="email" error={err('email')} />
        <TextField
          {...field}
          name="whatsapp.number"
          label="WhatsApp number"
          type="tel"
          hint="With the country code. Empty: no chat button and no Apply links."
          error={err('whatsapp.number')}
        />
        <TextField
          {...field}
          name="whatsapp.message"
          label="WhatsApp opening message"
          hint="The text a chat starts with."
          error={err('whatsapp.message')}
        />
      </Group>

      <Group title="Address and hours" id="settings-address">
        <FormField
          id="settings-addressLines"
          label="Address as shown"
          hint="One line per line, at most 4."
          error={err('addressLines')}
          className="span-all"
        >
          {(a11y) => <textarea className="textarea" rows={3} {...a11y} {...register('addressLines')} />}
        </FormField>
        <TextField
          {...field}
          name="address.street"
          label="Street address"
          hint="For search engines."
          error={err('address.street')}
        />
        <TextField {...field} name="address.locality" label="City" error={err('address.locality')} />
        <TextField {...field} name="address.region" label="State or region" error={err('address.region')} />
        <TextField
          {...field}
          name="address.postalCode"
          label="Postal code"
          error={err('address.postalCode')}
        />
        <TextField
          {...field}
          name="address.country"
          label="Country code"
          hint="Two letters: IN, US, GB …"
          error={err('address.country')}
        />
        <TextField
          {...field}
          name="hours"
          label="Opening hours"
          hint="Mon–Sat 10:00–19:00 IST"
          error={err('hours')}
        />
        <TextField
          {...field}
          name="mapUrl"
          label="Map link"
          type="url"
          hint="An https:// link to your office on a map."
          error={err('mapUrl')}
          wide
        />
      </Group>

      <Group title="Social" id="settings-social">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network.key}
            {...field}
            name={`social.${network.key}`}
            label={network.name}
            type="url"
            hint="https:// profile address; empty: not shown."
            error={err(`social.${network.key}`)}
          />
        ))}
      </Group>

      <Group title="Sharing" id="settings-sharing">
        <ImageField
          id="settings-share-image"
          label="Share image"
          hint="Shown when a page is shared on social media; 1200×630 works best."
          image={images.shareImage}
          error={imageErrors.shareImage}
          busy={busy}
          onChange={setImage('shareImage')}
        >
          {images.shareImage && (
            <TextField
              {...field}
              name="shareImageAlt"
              label="Share image alt text"
              error={err('shareImageAlt')}
              wide
            />
          )}
        </ImageField>
      </Group>

      <Group title="Job applications" id="settings-applications">
        <FormField
          id="settings-application-consent"
          label="Consent text of the application form"
          hint={`Left empty, the form says: “${DEFAULT_APPLICATION_CONSENT}” {siteName} and {days} (the retention period) are filled in. Each application keeps the exact text it was sent with.`}
          error={err('applicationConsent')}
          className="span-all"
        >
          {(a11y) => <textarea className="textarea" rows={3} {...a11y} {...register('applicationConsent')} />}
        </FormField>
      </Group>

      <Group title="Visit statistics" id="settings-analytics">
        <div className="field span-all">
          <label className="admin-switch">
            <input type="checkbox" aria-describedby="settings-analytics-hint" {...register('analytics')} />
            <span>Count visits</span>
          </label>
          <span id="settings-analytics-hint" className="field__hint">
            Counts page views for Analytics without cookies or anything stored on visitors' devices (the
            privacy policy says how). Off: nothing is counted from then on; the figures so far stay.{' '}
            <code>ANALYTICS=false</code> on the server turns counting off whatever this says.
          </span>
        </div>
      </Group>

      {settings.languages.slice(1).map((language) => (
        <LanguageTextsGroup key={language.code} language={language} register={register} err={err} />
      ))}

      <LanguagesGroup
        register={register}
        control={control}
        saved={settings.languages}
        err={err}
        rowError={(i) => (errors.languages?.[i] as { message?: string } | undefined)?.message}
      />

      <FormActions label="Save settings" busy={busy} disabled={!isDirty && !imagesChanged} />
    </form>
  );
}

/**
 * A language's own texts (issue 36): what its pages show instead of the English ones; one left blank
 * shows the English. Its boxes say their language, so screen readers and spell checkers read it.
 */
function LanguageTextsGroup({
  language,
  register,
  err,
}: {
  language: Language;
  register: UseFormRegister<FormValues>;
  err: (name: Path<FormValues>) => string | undefined;
}) {
  const name = language.englishName;
  const id = (field: string) => `settings-texts-${language.code}-${field}`;
  const path = (field: keyof LanguageTexts) => `texts.${language.code}.${field}` as Path<FormValues>;
  const box = (field: keyof LanguageTexts, label: string, multiline = false, hint?: string) => (
    <FormField
      id={id(field)}
      label={label}
      error={err(path(field))}
      hint={hint}
      className={multiline || field === 'tagline' ? 'span-all' : undefined}
    >
      {(a11y) =>
        multiline ? (
          <textarea className="textarea" rows={3} lang={language.code} {...a11y} {...register(path(field))} />
        ) : (
          <input
            className="input"
            lang={language.code}
            autoComplete="off"
            {...a11y}
            {...register(path(field))}
          />
        )
      }
    </FormField>
  );
  return (
    <Group title={`Texts in ${name}`} id={`settings-texts-${language.code}`}>
      <p className="field__hint span-all">
        What pages in {name} show instead of the English. Left blank, a page in {name} shows the English text
        (an address is mostly names).
      </p>
      {box('tagline', 'Tagline')}
      {box('addressLines', 'Address lines', true, 'One line per line, at most 4.')}
      {box('hours', 'Opening hours')}
      {box('whatsappMessage', 'WhatsApp opening message')}
      {box('applicationConsent', 'Consent text of the application form', true)}
    </Group>
  );
}

/** The scripts a language's slugs may use besides a–z (contract languages.ts). */
const SCRIPTS: { value: Language['script']; label: string }[] = [
  { value: 'Latn', label: 'Latin (a–z)' },
  { value: 'Deva', label: 'Devanagari' },
];

/** A language staff add: they type its code, names and locale; search starts as `simple`. */
const NEW_LANGUAGE: Language = {
  code: '',
  name: '',
  englishName: '',
  locale: '',
  script: 'Latn',
  search: 'simple',
  dir: 'ltr',
  public: false,
};

/**
 * The site's languages (issue 36): the default first (its addresses have no prefix and it is always
 * shown), every other one under /{code}. A saved language's code is fixed (its addresses, slugs and
 * translations hang from it); one not yet shown may be removed. The server refuses to show a language
 * before the site has its own texts in it, and a code a page or redirect already uses.
 */
function LanguagesGroup({
  register,
  control,
  saved,
  err,
  rowError,
}: {
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  saved: readonly Language[];
  err: (name: Path<FormValues>) => string | undefined;
  rowError: (index: number) => string | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const shown = useWatch({ control, name: 'languages' });
  const isSaved = (code: string) => saved.some((l) => l.code === code);
  const field = { register };
  return (
    <Group title="Languages" id="settings-languages">
      <p className="field__hint span-all">
        The first language is at the site's usual addresses; each other one lives under its code (/hi/…). Its
        pages answer “not found” until it is shown to visitors, which needs the site's own texts in that
        language.
      </p>
      {fields.map((language, i) => {
        const fixed = isSaved(language.code);
        const now = shown?.[i] ?? language;
        const title = `${now.englishName || 'New language'}${fixed ? ` (${i === 0 ? 'at /' : `/${language.code}`})` : ''}`;
        return (
          <fieldset
            key={language.id}
            className="span-all settings-language"
            aria-labelledby={`settings-language-${i}`}
          >
            <legend id={`settings-language-${i}`} className="settings-language__title">
              {title}
              {i === 0
                ? ' · default, always shown'
                : now.public
                  ? ' · shown to visitors'
                  : ' · not shown yet'}
            </legend>
            {rowError(i) && (
              <p className="field__error" role="alert">
                {rowError(i)}
              </p>
            )}
            <div className="admin-form admin-form--two">
              {!fixed && (
                <TextField
                  {...field}
                  name={`languages.${i}.code`}
                  label="Code"
                  required
                  hint="Two or three lower-case letters (ta, mr, mai): its addresses start with /code."
                  error={err(`languages.${i}.code`)}
                />
              )}
              <TextField
                {...field}
                name={`languages.${i}.englishName`}
                label="Name in English"
                required
                error={err(`languages.${i}.englishName`)}
              />
              <TextField
                {...field}
                name={`languages.${i}.name`}
                label="Name in the language"
                required
                hint="The language switcher's label (हिन्दी)."
                error={err(`languages.${i}.name`)}
              />
              <TextField
                {...field}
                name={`languages.${i}.locale`}
                label="Locale"
                required
                hint="For dates, numbers and prices: hi-IN, en-IN."
                error={err(`languages.${i}.locale`)}
              />
              <FormField
                id={`settings-language-${i}-script`}
                label="Script of its addresses"
                error={err(`languages.${i}.script`)}
              >
                {(a11y) => (
                  <select
                    className="select"
                    // Chosen when the box is made (a new row's too), as the saved value says.
                    defaultValue={language.script}
                    {...a11y}
                    {...register(`languages.${i}.script`)}
                  >
                    {SCRIPTS.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <TextField
                {...field}
                name={`languages.${i}.search`}
                label="Search configuration"
                required
                hint="How search reads it: hindi, english, or simple (no stemming)."
                error={err(`languages.${i}.search`)}
              />
              {i > 0 && (
                <div className="field span-all settings-language__actions">
                  <label className="admin-switch">
                    <input type="checkbox" {...register(`languages.${i}.public`)} />
                    <span>Show to visitors</span>
                  </label>
                  {!now.public && (
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(i)}>
                      Remove {now.englishName || 'this language'}
                    </button>
                  )}
                </div>
              )}
            </div>
          </fieldset>
        );
      })}
      <div className="span-all">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => append({ ...NEW_LANGUAGE })}
        >
          Add a language
        </button>
      </div>
    </Group>
  );
}

export default function SettingsPage() {
  const settings = useSettings();
  return (
    <AdminFrame
      title="Site settings"
      lead="Your agency's name, contact details and links, as every page shows them."
    >
      <QueryStates query={settings} loadingLabel="Loading settings…" errorText="Failed to load the settings.">
        {(data) => <SettingsForm key={data.updatedAt ?? 'new'} settings={data} />}
      </QueryStates>
    </AdminFrame>
  );
}
