import { Toaster as Sonner } from 'sonner';

/** sonner's defaults are SPEC §9's: 3 visible toasts, 4000 ms each. */
export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
