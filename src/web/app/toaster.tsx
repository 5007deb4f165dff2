import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// sonner's light colours for error and warning text fall short of 4.5:1 on their backgrounds.
const readableColours = {
  '--error-text': '#b91c1c',
  '--warning-text': '#b45309',
  '--success-text': '#15803d',
} as CSSProperties;

/**
 * sonner's defaults are docs/product.md#constants-and-limits's: 3 visible toasts, 4000 ms each. They sit bottom right above
 * the chat composer, clear of the headers and the chat greeting.
 */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      // Lifted above the chat composer, the one thing that always sits at the bottom.
      offset={{ bottom: '9.5rem', right: '1rem' }}
      mobileOffset={{ bottom: '9.5rem' }}
      richColors
      closeButton
      style={readableColours}
    />
  );
}
