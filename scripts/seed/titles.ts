/** Word lists to compose NFT titles ('Sunset Villa', 'Neon Booth'), keyed by category name. */
import { createRandom, type Seed } from './random.ts';

export const titleAdjectives: Readonly<Record<string, readonly string[]>> = {
  vrMalls: ['Grand', 'Skyline', 'Crystal', 'Harbor', 'Metro', 'Aurora', 'Galaxy', 'Riverside'],
  vrHomes: ['Sunset', 'Seaside', 'Maple', 'Hillside', 'Lotus', 'Cozy', 'Misty', 'Golden', 'Lakeview'],
  vrLands: ['Emerald', 'Coastal', 'Northern', 'Sunny', 'Highland', 'Bamboo', 'Pearl', 'Silver'],
  vrStableNFTs: ['Sovereign', 'Reserve', 'Vault', 'Anchor', 'Steady', 'Prime'],
  vr3DNFTs: ['Retro', 'Neon', 'Minimal', 'Velvet', 'Carbon', 'Walnut', 'Chrome', 'Pastel', 'Lunar'],
  'VR Space': ['Open', 'Bright', 'Infinite', 'Quiet', 'Floating', 'Prism', 'Studio'],
  'Digital Humans': ['Cyber', 'Friendly', 'Elegant', 'Brave', 'Curious', 'Stellar', 'Urban'],
  Charity: ['Hope', 'Green', 'Kind', 'Bright Future', 'Clean Water', 'Open Book'],
  vrStores: ['Neon', 'Pop-up', 'Boutique', 'Flagship', 'Corner', 'Festival', 'Night Market'],
  BizPet: ['Fluffy', 'Tiny', 'Sparky', 'Sleepy', 'Royal', 'Clever', 'Jolly'],
  vrUtility: ['VIP', 'Early Bird', 'Season', 'Master', 'Golden', 'Explorer'],
  vrBoxes: ['Lucky', 'Starter', 'Treasure', 'Mystic', 'Festival'],
  MysteryCard: ['Enigma', 'Shadow', 'Fortune', 'Secret'],
};

export const titleNouns: Readonly<Record<string, readonly string[]>> = {
  vrPanos: ['Panorama', 'Sky Deck', 'Viewpoint'],
  vrExpos: ['Expo Center', 'Trade Fair', 'Pavilion'],
  vrCinemars: ['Cinema', 'Movie Palace', 'Screening Hall'],
  vrGameCenters: ['Arcade', 'Game Center', 'eSports Arena'],
  Villa: ['Villa', 'Manor', 'Estate'],
  Apartment: ['Apartment', 'Loft', 'Penthouse'],
  Cabin: ['Cabin', 'Lodge', 'Chalet'],
  'Beach House': ['Beach House', 'Bungalow', 'Surf Shack'],
  Townhouse: ['Townhouse', 'Row House', 'Terrace'],
  'Fishing Hut': ['Fishing Hut', 'Pier Hut', 'Angler Hut'],
  Residential: ['Residence Plot', 'Garden Lot', 'Home Parcel'],
  Commercial: ['Trade Plot', 'Market Parcel', 'Plaza Lot'],
  Industrial: ['Works Plot', 'Depot Parcel', 'Factory Lot'],
  Agricultural: ['Rice Field', 'Orchard', 'Tea Hill'],
  Waterfront: ['Bay Lot', 'Riverside Parcel', 'Marina Plot'],
  Gold: ['Gold Bar', 'Gold Ingot', 'Gold Coin'],
  Silver: ['Silver Bar', 'Silver Coin'],
  'Stablecoin Vault': ['Vault Note', 'Reserve Bond'],
  Furniture: ['Armchair', 'Sofa', 'Floor Lamp', 'Desk', 'Stool', 'Bookshelf'],
  Vehicles: ['Roadster', 'Hoverbike', 'Camper Van', 'Tuk-tuk', 'Scooter'],
  Architecture: ['Pagoda', 'Lighthouse', 'Gazebo', 'Bridge', 'Tower'],
  Characters: ['Robot', 'Knight', 'Astronaut', 'Wizard'],
  Art: ['Sculpture', 'Statue', 'Totem', 'Fountain'],
  Plants: ['Bonsai', 'Palm', 'Cactus', 'Lotus Pond'],
  Accessories: ['Helmet', 'Backpack', 'Lantern', 'Guitar'],
  Galleries: ['Gallery', 'Art Hall'],
  Offices: ['Office', 'Co-working Space', 'Boardroom'],
  'Event Halls': ['Event Hall', 'Ballroom', 'Stage'],
  Classrooms: ['Classroom', 'Lecture Hall', 'Lab'],
  '2D Avatar': ['Portrait', 'Avatar', 'Profile Art'],
  '3D Avatar': ['Avatar', 'Character', 'Twin'],
  Education: ['School Fund', 'Library', 'Scholarship'],
  Environment: ['Forest', 'Reef', 'Tree Planting'],
  Health: ['Clinic', 'Care Kit', 'Health Fund'],
  vrBanners: ['Banner', 'Billboard', 'Sign'],
  vrBooths: ['Booth', 'Kiosk', 'Stand'],
  vrHalls: ['Hall', 'Showroom', 'Atrium'],
  Dogs: ['Corgi', 'Shiba', 'Husky', 'Poodle'],
  Cats: ['Kitten', 'Tabby', 'Sphynx'],
  Dragons: ['Dragon', 'Wyvern', 'Drake'],
  Robots: ['Robo Pup', 'Mech Cat', 'Bot'],
  Tickets: ['Ticket', 'Concert Pass'],
  Passes: ['Pass', 'Membership'],
  Keys: ['Key', 'Swap Key'],
  'Fishing Boat': ['Fishing Boat', 'Trawler', 'Sampan'],
  'Common Box': ['Box', 'Crate'],
  'Rare Box': ['Chest', 'Coffer'],
  'Legendary Box': ['Relic Chest', 'Ark'],
  'Bronze Card': ['Bronze Card'],
  'Silver Card': ['Silver Card'],
  'Gold Card': ['Gold Card'],
};

/** A title of at most 50 characters (the spec's limit) for a sub-category of a top-level category. */
export function composeTitle(seed: Seed, categoryName: string, subCategoryName?: string): string {
  const random = createRandom(`title:${seed}`);
  const adjectives = titleAdjectives[categoryName] ?? ['Classic'];
  const nouns = (subCategoryName && titleNouns[subCategoryName]) || [subCategoryName ?? categoryName];
  return `${random.pick(adjectives)} ${random.pick(nouns)}`.slice(0, 50);
}
