import { useState, type ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  adminPostChangeSchema,
  POST_IMAGES_MAX,
  type AdminPost,
  type AdminPostChange,
} from '@quad/shared/contracts/admin-content';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useSavePost } from '../api/admin-api';
import { usePostAuthors, useUploadPostImage } from '../api/post-media-api';
import { readBase64 } from '../lib/read-base64';
import { FormFooter } from './form-footer';
import styles from './admin.module.css';

type Picture = { key: string; alt: string };
type PostFields = {
  caption: string;
  is_published: boolean;
  /** The author's id as the select holds it; empty, the admin writes it. */
  author_id: string;
  images: Picture[];
  video_url: string;
};

/** The shared schema over the form's fields: no author is the admin, no video link is none. */
const postSchema = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null) return values;
  const { author_id: authorId, video_url: videoUrl, ...rest } = values as PostFields;
  return {
    ...rest,
    ...(authorId ? { author_id: Number(authorId) } : {}),
    video_url: videoUrl.trim() || null,
  };
}, adminPostChangeSchema) as unknown as z.ZodType<AdminPostChange, PostFields>;

/** Write or edit a post: text, pictures, a video link and its author, checked before sending. */
export function PostForm({
  post,
  onDone,
  onCancel,
}: {
  post?: AdminPost;
  onDone: (post: AdminPost) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSavePost();
  const upload = useUploadPostImage();
  const authors = usePostAuthors();
  const images = (post?.media ?? []).flatMap((media) =>
    media.type === 'image' && media.key ? [{ key: media.key, url: media.url, alt: media.alt }] : [],
  );
  // Where each uploaded picture is shown from; the form itself holds its key and description.
  const [urls, setUrls] = useState<Record<string, string>>(
    Object.fromEntries(images.map(({ key, url }) => [key, url])),
  );
  const form = useContractForm(postSchema, {
    defaultValues: {
      caption: post?.caption ?? '',
      is_published: post?.is_published ?? true,
      author_id: post?.author ? String(post.author.id) : '',
      images: images.map(({ key, alt }) => ({ key, alt })),
      video_url: post?.media.find((media) => media.type === 'video')?.url ?? '',
    },
    required: { caption: t('posts.form.captionRequired') },
    formError: () => t('posts.form.failed'),
  });
  const { errors } = form.formState;
  const pictures = useFieldArray({ control: form.control, name: 'images' });
  const published = useWatch({ control: form.control, name: 'is_published' });

  const addPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('images');
    upload.mutate(await readBase64(file), {
      onSuccess: (image) => {
        setUrls((current) => ({ ...current, [image.key]: image.url }));
        pictures.append({ key: image.key, alt: '' }, { shouldFocus: false });
      },
      onError: () => form.setError('images', { message: t('posts.form.pictureFailed') }),
    });
  };

  const submit = form.handleSubmit((change) => {
    form.clearErrors('root');
    save.mutate(
      { id: post?.id, change },
      {
        onSuccess: (saved) => {
          if (!post) form.reset();
          onDone(saved);
        },
        onError: (error) => form.showServerError(error),
      },
    );
  });

  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={post ? t('posts.form.editTitle') : t('posts.form.newTitle')}
    >
      <TextArea
        rows={post ? 3 : 4}
        label={t('posts.form.caption')}
        hint={t('posts.form.captionHint')}
        error={
          errors.caption &&
          (errors.caption.message === t('posts.form.captionRequired')
            ? errors.caption.message
            : t('posts.form.captionTooLong'))
        }
        {...form.field('caption')}
      />
      <Select
        label={t('posts.form.author')}
        hint={t('posts.form.authorHint')}
        {...form.field('author_id')}
      >
        <option value="">{t('posts.form.authorMe')}</option>
        {post?.author && !authors.data?.some((person) => person.id === post.author?.id) && (
          <option value={String(post.author.id)}>{post.author.name}</option>
        )}
        {(authors.data ?? []).map((person) => (
          <option key={person.id} value={String(person.id)}>
            {person.name}
          </option>
        ))}
      </Select>
      <fieldset className={styles.checkList}>
        <legend className={styles.legend}>{t('posts.form.pictures')}</legend>
        {pictures.fields.length > 0 && (
          <ul className={styles.pictureList}>
            {pictures.fields.map((picture, index) => (
              <li key={picture.id} className={styles.pictureItem}>
                <img src={urls[picture.key]} alt="" className={styles.pictureThumb} />
                <Input
                  label={t('posts.form.pictureAlt', { number: index + 1 })}
                  {...form.field(`images.${index}.alt`)}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('posts.form.removePicture', { number: index + 1 })}
                  onClick={() => pictures.remove(index)}
                >
                  {t('posts.form.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pictures.fields.length < POST_IMAGES_MAX && (
          <label className={styles.fileButton}>
            {upload.isPending ? t('posts.form.uploading') : t('posts.form.addPicture')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="visually-hidden"
              onChange={(event) => void addPicture(event)}
            />
          </label>
        )}
        {errors.images && <p className={styles.errorText}>{errors.images.message}</p>}
      </fieldset>
      <Input
        type="url"
        label={t('posts.form.video')}
        hint={t('posts.form.videoHint')}
        error={errors.video_url && t('posts.form.videoInvalid')}
        {...form.field('video_url')}
      />
      <Checkbox
        label={t('posts.form.published')}
        description={t('posts.form.publishedHint')}
        {...form.field('is_published')}
      />
      <FormFooter
        submit={
          post
            ? t('posts.form.save')
            : published
              ? t('posts.form.publish')
              : t('posts.form.saveDraft')
        }
        pending={save.isPending}
        onCancel={onCancel}
        problem={errors.root?.message}
      />
    </form>
  );
}
