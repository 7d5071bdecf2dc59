/**
 * The demo brand's live-chat models (modules/live-chat): five hosts with weekly schedules in the
 * brand's time zone (GMT+8), so at most hours of the day some are online and some are not. Each room
 * opens with a welcome from its host, posted through the same service call as `ops chat post`.
 */
import type { ChatScheduleSlot } from '@lobby/contract/live-chat';
import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { systemRandom } from '../lib/random';
import { createLiveChat } from '../modules/live-chat/create-live-chat';
import { insertModels } from '../modules/live-chat/live-chat.repository';
import { SettingsStore } from '../modules/system/settings.store';
import type { DemoText } from './demo-content';

type DemoModel = {
  id: string;
  name: string;
  bio: DemoText;
  languages: string[];
  tags: string[];
  schedule: ChatScheduleSlot[];
  color: string;
  welcome: string;
};

const everyDay: ChatScheduleSlot['days'] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export const demoChatModels: readonly DemoModel[] = [
  {
    id: 'luna',
    name: 'Luna',
    bio: {
      EN: 'Night owl from Cebu. Talk to me about music, films and your best wins of the day.',
      PT: 'Coruja noturna de Cebu. Fale comigo de música, filmes e das suas melhores vitórias do dia.',
    },
    languages: ['EN', 'TY'],
    tags: ['talk', 'music'],
    schedule: [{ days: everyDay, from: '20:00', to: '02:00' }],
    color: '#7c3aed',
    welcome:
      'Welcome to my room! I am here every night from 8 pm to 2 am (GMT+8). Say hi and tell me what you are playing.',
  },
  {
    id: 'aiko',
    name: 'Aiko',
    bio: {
      EN: 'Slots fan and anime lover. Weekday lunch breaks are for chatting about new games.',
      PT: 'Fã de slots e de anime. As pausas de almoço dos dias úteis são para falar de jogos novos.',
    },
    languages: ['JA', 'EN'],
    tags: ['slots', 'anime'],
    schedule: [{ days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], from: '12:00', to: '16:00' }],
    color: '#db2777',
    welcome:
      'Konnichiwa! I chat here on weekdays from noon to 4 pm (GMT+8). Which new slot should we talk about today?',
  },
  {
    id: 'marisol',
    name: 'Marisol',
    bio: {
      EN: 'Traveller and storyteller. Evenings of conversation in Spanish, Portuguese and English.',
      PT: 'Viajante e contadora de histórias. Serões de conversa em espanhol, português e inglês.',
    },
    languages: ['ES', 'PT', 'EN'],
    tags: ['talk', 'travel'],
    schedule: [{ days: ['TUE', 'THU', 'SAT'], from: '18:00', to: '23:00' }],
    color: '#ea580c',
    welcome:
      '¡Hola! Olá! Hello! I am on Tuesdays, Thursdays and Saturdays from 6 to 11 pm (GMT+8). Where in the world are you?',
  },
  {
    id: 'mei',
    name: 'Mei',
    bio: {
      EN: 'Morning coffee and game tips. Ask about rules and strategies of table games.',
      PT: 'Café da manhã e dicas de jogo. Pergunte pelas regras e estratégias dos jogos de mesa.',
    },
    languages: ['CN', 'TW', 'EN'],
    tags: ['tips', 'tables'],
    schedule: [
      { days: everyDay, from: '08:00', to: '11:00' },
      { days: ['SAT', 'SUN'], from: '14:00', to: '17:00' },
    ],
    color: '#0891b2',
    welcome:
      'Good morning! I am here every day from 8 to 11 am, and weekend afternoons from 2 to 5 pm (GMT+8). Ask me anything about table games.',
  },
  {
    id: 'bianca',
    name: 'Bianca',
    bio: {
      EN: 'Football every weekend: match talk, predictions for fun, and the odd samba playlist.',
      PT: 'Futebol todos os fins de semana: conversa sobre jogos, palpites por diversão e samba.',
    },
    languages: ['PT-BR', 'PT', 'EN'],
    tags: ['sports', 'football'],
    schedule: [
      { days: ['FRI'], from: '19:00', to: '01:00' },
      { days: ['SAT', 'SUN'], from: '15:00', to: '23:00' },
    ],
    color: '#16a34a',
    welcome:
      'Oi, pessoal! Match talk every Friday night and weekend afternoons (GMT+8). Who is your team this season?',
  },
];

/** Idempotent: models are inserted when missing (an operator's change survives); a room is welcomed once. */
export async function seedDemoLiveChat(db: Database): Promise<void> {
  await insertModels(
    db,
    demoChatModels.map(({ welcome: _welcome, ...model }, sort) => ({ ...model, sort })),
  );
  const chat = createLiveChat({
    db,
    clock: systemClock,
    random: systemRandom,
    settings: new SettingsStore(db, systemClock),
  });
  for (const model of demoChatModels) await chat.welcome(model.id, model.welcome);
}
