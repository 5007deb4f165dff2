import { initialsOf } from '../../../shared/initials';

/** The user's picture, or their initials (docs/product.md#screens-and-routes: up to two letters). */
export function UserAvatar({
  name,
  email,
  image,
}: {
  name: string | null | undefined;
  email: string;
  image: string | null | undefined;
}) {
  return image ? (
    <img src={image} alt="" className="size-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
    >
      {initialsOf(name, email)}
    </span>
  );
}
