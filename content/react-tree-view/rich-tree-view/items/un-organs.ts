// Principal organs of the United Nations with some of their bodies (UN System chart).
// The Trusteeship Council suspended operation on 1 November 1994.
export interface Organ {
  id: string;
  label: string;
  suspended?: boolean;
  children?: Organ[];
}

export const unOrgans: Organ[] = [
  {
    id: 'ga',
    label: 'General Assembly',
    children: [
      { id: 'ga-c1', label: 'First Committee' },
      { id: 'ga-c6', label: 'Sixth Committee' },
    ],
  },
  { id: 'sc', label: 'Security Council' },
  { id: 'ecosoc', label: 'Economic and Social Council' },
  {
    id: 'tc',
    label: 'Trusteeship Council',
    suspended: true,
    children: [{ id: 'tc-territories', label: 'Trust territories' }],
  },
  { id: 'icj', label: 'International Court of Justice' },
  {
    id: 'secretariat',
    label: 'Secretariat',
    children: [
      { id: 'desa', label: 'Economic and Social Affairs' },
      { id: 'dppa', label: 'Political and Peacebuilding Affairs' },
      { id: 'ocha', label: 'Humanitarian Affairs' },
    ],
  },
];
