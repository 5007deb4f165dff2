import { AuthProvider } from '../features/auth/auth-provider';
import { AuthScreen } from '../features/auth/auth-screen';

export default function AuthPage() {
  return (
    <AuthProvider>
      <AuthScreen />
    </AuthProvider>
  );
}
