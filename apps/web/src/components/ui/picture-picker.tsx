import { useId, type ChangeEvent } from 'react';
import { imageRules } from '@lobby/contract/images';
import { PaymentIcon } from '@/components/money/payment-icons';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from './icon';
import './picture-picker.css';

export type Picture = { name: string; dataUrl: string };

/** What the server accepts as a picture: png or jpeg by its first bytes (product §5). */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Why a chosen file was left out: too many, too large, or not a png or jpg. */
export type PictureProblem = { kind: 'count' } | { kind: 'size' | 'type'; name: string };

/** A left-out file in the reader's words; empty once every chosen file was taken. */
export function usePictureProblemText(): (problem: PictureProblem | null) => string {
  const { t } = useTranslation();
  return (problem) => {
    if (!problem) return '';
    if (problem.kind === 'count') return t('payments.confirm.imageCount');
    return t(problem.kind === 'size' ? 'payments.confirm.imageSize' : 'payments.confirm.imageType', {
      name: problem.name,
    });
  };
}

type Props = {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  /** A file left out, or null once every chosen file was taken. */
  onProblem: (problem: PictureProblem | null) => void;
  addLabel: string;
  removeLabel: (index: number) => string;
  inputTestId?: string;
};

/**
 * Pictures a member sends (withdrawal proofs, applications): png or jpg, checked by their first bytes, at
 * most 5 MB each and 3 in all (product §5). Previews are data: URLs, which the CSP allows.
 */
export function PicturePicker({ pictures, onChange, onProblem, addLabel, removeLabel, inputTestId }: Props) {
  const fileId = useId();

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const added: Picture[] = [];
    let problem: PictureProblem | null = null;
    for (const file of files) {
      if (pictures.length + added.length >= imageRules.maxImages) {
        problem = { kind: 'count' };
        break;
      }
      if (file.size > imageRules.maxBytes) {
        problem = { kind: 'size', name: file.name };
        continue;
      }
      if (!sniffImageType(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) {
        problem = { kind: 'type', name: file.name };
        continue;
      }
      added.push({ name: file.name, dataUrl: await readAsDataUrl(file) });
    }
    if (added.length > 0) onChange([...pictures, ...added].slice(0, imageRules.maxImages));
    onProblem(problem);
  }

  return (
    <ul className="picture-picker">
      {pictures.map((picture, index) => (
        <li key={`${picture.name}-${index}`} className="picture-picker__item">
          <img src={picture.dataUrl} alt={picture.name} />
          <button
            type="button"
            className="picture-picker__remove"
            onClick={() => onChange(pictures.filter((_, i) => i !== index))}
            aria-label={removeLabel(index + 1)}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
      {pictures.length < imageRules.maxImages && (
        <li>
          <label className="picture-picker__item picture-picker__add" htmlFor={fileId}>
            <PaymentIcon name="image" size={24} />
            <span>{addLabel}</span>
          </label>
          <input
            id={fileId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => void onFiles(event)}
            data-testid={inputTestId}
          />
        </li>
      )}
    </ul>
  );
}
