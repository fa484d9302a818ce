// The customer segments the embedded generator proposes audiences from, with the words that call them.

export type Archetype = { name: string; cues: readonly string[]; want: string };
export const ARCHETYPES: readonly Archetype[] = [
  {
    name: 'Busy parents',
    cues: ['parents', 'parent', 'mom', 'moms', 'dad', 'dads', 'family', 'kids', 'busy', 'baby'],
    want: 'a small moment for themselves between school runs and work',
  },
  {
    name: 'Remote professionals',
    cues: ['work', 'office', 'desk', 'remote', 'professional', 'professionals', 'focus', 'productivity'],
    want: 'a better space to focus in, at home and at the desk',
  },
  {
    name: 'Wellness seekers',
    cues: [
      'wellness',
      'calm',
      'calming',
      'relax',
      'sleep',
      'self-care',
      'mindful',
      'meditation',
      'yoga',
      'stress',
    ],
    want: 'rituals that help them slow down and sleep better',
  },
  {
    name: 'Eco-conscious shoppers',
    cues: ['eco', 'sustainable', 'organic', 'natural', 'vegan', 'recycled', 'plastic', 'green', 'clean'],
    want: 'products they can trust to be made responsibly',
  },
  {
    name: 'Gift buyers',
    cues: ['gift', 'gifts', 'present', 'holiday', 'birthday', 'wedding', 'luxury', 'premium'],
    want: 'something thoughtful and beautifully packed to give',
  },
  {
    name: 'Fitness enthusiasts',
    cues: [
      'fitness',
      'gym',
      'workout',
      'sport',
      'sports',
      'athlete',
      'athletes',
      'training',
      'running',
      'protein',
      'active',
    ],
    want: 'gear and fuel that keep up with their training',
  },
  {
    name: 'Pet owners',
    cues: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'treats'],
    want: 'safe, good-looking things for the animals they love',
  },
  {
    name: 'Students and young adults',
    cues: ['student', 'students', 'college', 'dorm', 'teen', 'teens', 'young', 'budget'],
    want: 'affordable finds that make a small room feel like theirs',
  },
  {
    name: 'New homeowners',
    cues: ['home', 'house', 'apartment', 'decor', 'kitchen', 'cozy', 'living'],
    want: 'pieces that make a new place feel finished and personal',
  },
  {
    name: 'Travellers',
    cues: ['travel', 'travelling', 'traveling', 'trip', 'vacation', 'portable', 'beach', 'summer'],
    want: 'compact, durable things that go everywhere with them',
  },
  {
    name: 'Beauty and skincare fans',
    cues: ['beauty', 'skin', 'skincare', 'serum', 'makeup', 'cosmetic', 'hair', 'glow'],
    want: 'routines with visible results and a shelf that looks good',
  },
  {
    name: 'Coffee and tea lovers',
    cues: ['coffee', 'tea', 'espresso', 'matcha', 'cafe', 'mug', 'brew'],
    want: 'a better daily cup and the tools to make it',
  },
  {
    name: 'Creative makers',
    cues: ['creative', 'art', 'artist', 'design', 'craft', 'handmade', 'makers', 'diy'],
    want: 'tools and materials with character for their projects',
  },
  {
    name: 'Outdoor adventurers',
    cues: ['outdoor', 'outdoors', 'hiking', 'camping', 'adventure', 'trail', 'climbing'],
    want: 'tough, light gear for weekends outside',
  },
];
