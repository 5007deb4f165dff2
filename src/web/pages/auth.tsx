import { AuthScreen } from '../features/auth/auth-screen';

export default function AuthPage() {
  return <AuthScreen />;
}
