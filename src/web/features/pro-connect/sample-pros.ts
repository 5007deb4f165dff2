import { Clock, Phone, Video, type LucideIcon } from 'lucide-react';
import type { ProSessionType } from '../../../shared/waitlist/waitlist-schema';

/** docs/product.md#screens-and-routes sample connection types: marketing content only. */
export interface SessionOption {
  id: ProSessionType;
  title: string;
  duration: string;
  description: string;
  popular?: boolean;
  icon: LucideIcon;
}

export const sessionOptions: readonly SessionOption[] = [
  {
    id: 'video',
    title: 'Video Call',
    duration: '30 min',
    description:
      'Real-time guidance with screen sharing: show the pro the problem and get talked through the fix.',
    popular: true,
    icon: Video,
  },
  {
    id: 'phone',
    title: 'Phone Call',
    duration: '30 min',
    description: 'Talk a problem through with a pro when you need answers more than pictures.',
    icon: Phone,
  },
  {
    id: 'extended',
    title: 'Extended Session',
    duration: '60 min',
    description: 'A full hour to plan a renovation or work through a tricky install together.',
    icon: Clock,
  },
];

/** docs/product.md#entities Professional, sample-only. */
export interface Professional {
  id: string;
  name: string;
  specialty: string;
  rating: number;
  experience: string;
  hourlyRate: number;
  avatar: string;
  available: boolean;
  nextSlot: string;
}

export const sampleProfessionals: readonly Professional[] = [
  {
    id: 'pro-1',
    name: 'Mike Rodriguez',
    specialty: 'Licensed Electrician',
    rating: 4.9,
    experience: '15 years',
    hourlyRate: 85,
    avatar: 'MR',
    available: true,
    nextSlot: 'Today, 2:00 PM',
  },
  {
    id: 'pro-2',
    name: 'Sarah Chen',
    specialty: 'Master Plumber',
    rating: 4.8,
    experience: '12 years',
    hourlyRate: 80,
    avatar: 'SC',
    available: true,
    nextSlot: 'Today, 3:30 PM',
  },
  {
    id: 'pro-3',
    name: 'David Thompson',
    specialty: 'General Contractor',
    rating: 4.9,
    experience: '20 years',
    hourlyRate: 90,
    avatar: 'DT',
    available: false,
    nextSlot: 'Tomorrow, 9:00 AM',
  },
  {
    id: 'pro-4',
    name: 'Lisa Patel',
    specialty: 'Carpenter & Woodworker',
    rating: 4.7,
    experience: '10 years',
    hourlyRate: 70,
    avatar: 'LP',
    available: true,
    nextSlot: 'Today, 5:00 PM',
  },
];
