import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPostChangeSchema,
  POST_IMAGES_MAX,
  type AdminPost,
} from '@quad/shared/contracts/admin-content';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSavePost } from '../api/admin-api';
import { usePostAuthors, useUploadPostImage } from '../api/post-media-api';
import { readBase64 } from '../lib/read-base64';
import styles from './admin.module.css';

type Picture = { key: string; url: string; alt: string };
type Errors = { caption?: string; video_url?: string; images?: string };

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
  const [caption, setCaption] = useState(post?.caption ?? '');
  const [published, setPublished] = useState(post?.is_published ?? true);
  const [authorId, setAuthorId] = useState(post?.author ? String(post.author.id) : '');
  const [pictures, setPictures] = useState<Picture[]>(
    (post?.media ?? []).flatMap((media) =>
      media.type === 'image' && media.key
        ? [{ key: media.key, url: media.url, alt: media.alt }]
        : [],
    ),
  );
  const [videoUrl, setVideoUrl] = useState(
    post?.media.find((media) => media.type === 'video')?.url ?? '',
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);

  const addPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setErrors((current) => ({ ...current, images: undefined }));
    upload.mutate(await readBase64(file), {
      onSuccess: (image) =>
        setPictures((current) => [...current, { key: image.key, url: image.url, alt: '' }]),
      onError: () =>
        setErrors((current) => ({ ...current, images: t('posts.form.pictureFailed') })),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminPostChangeSchema.safeParse({
      caption,
      is_published: published,
      ...(authorId ? { author_id: Number(authorId) } : {}),
      images: pictures.map(({ key, alt }) => ({ key, alt })),
      video_url: videoUrl.trim() || null,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'caption') {
          found.caption =
            caption.trim() === ''
              ? t('posts.form.captionRequired')
              : t('posts.form.captionTooLong');
        } else if (field === 'video_url') found.video_url = t('posts.form.videoInvalid');
        else if (field === 'images') found.images = issue.message;
      }
      setErrors(found);
      return;
    }
    setFailed(false);
    save.mutate(
      { id: post?.id, change: parsed.data },
      {
        onSuccess: (saved) => {
          if (!post) {
            setCaption('');
            setPublished(true);
            setPictures([]);
            setVideoUrl('');
          }
          onDone(saved);
        },
        onError: () => setFailed(true),
      },
    );
  };

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
        error={errors.caption}
        value={caption}
        onChange={(event) => {
          setCaption(event.target.value);
          setErrors((current) => ({ ...current, caption: undefined }));
        }}
      />
      <Select
        label={t('posts.form.author')}
        hint={t('posts.form.authorHint')}
        value={authorId}
        onChange={(event) => setAuthorId(event.target.value)}
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
        {pictures.length > 0 && (
          <ul className={styles.pictureList}>
            {pictures.map((picture, index) => (
              <li key={picture.key} className={styles.pictureItem}>
                <img src={picture.url} alt="" className={styles.pictureThumb} />
                <Input
                  label={t('posts.form.pictureAlt', { number: index + 1 })}
                  value={picture.alt}
                  onChange={(event) =>
                    setPictures((current) =>
                      current.map((item) =>
                        item.key === picture.key ? { ...item, alt: event.target.value } : item,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('posts.form.removePicture', { number: index + 1 })}
                  onClick={() =>
                    setPictures((current) => current.filter((item) => item.key !== picture.key))
                  }
                >
                  {t('posts.form.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {pictures.length < POST_IMAGES_MAX && (
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
        {errors.images && <p className={styles.errorText}>{errors.images}</p>}
      </fieldset>
      <Input
        type="url"
        label={t('posts.form.video')}
        hint={t('posts.form.videoHint')}
        value={videoUrl}
        error={errors.video_url}
        onChange={(event) => {
          setVideoUrl(event.target.value);
          setErrors((current) => ({ ...current, video_url: undefined }));
        }}
      />
      <Checkbox
        label={t('posts.form.published')}
        description={t('posts.form.publishedHint')}
        checked={published}
        onChange={(event) => setPublished(event.target.checked)}
      />
      <div className={styles.rowActions}>
        <Button type="submit" loading={save.isPending}>
          {post
            ? t('posts.form.save')
            : published
              ? t('posts.form.publish')
              : t('posts.form.saveDraft')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('posts.form.cancel')}
          </Button>
        )}
      </div>
      {failed && <FormAlert message={t('posts.form.failed')} />}
    </form>
  );
}
