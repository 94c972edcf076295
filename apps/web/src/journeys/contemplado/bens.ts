import { caminhosContemplado } from './paths';

/**
 * 02 §2.7 "choose the asset (property, car, service, heavy vehicle, equipment)": each asset's screen and the
 * kinds the customer picks from before billing takes over.
 */
export const BENS = {
  imovel: {
    nome: 'Imóvel',
    caminho: caminhosContemplado.tipoImovel,
    descricao: 'Casa, apartamento, terreno ou construção',
    tipos: {
      pronto: 'Imóvel pronto',
      planta: 'Imóvel na planta',
      terreno: 'Terreno',
      construcao: 'Construção ou reforma',
    },
  },
  automovel: {
    nome: 'Automóvel',
    caminho: caminhosContemplado.tipoAutomovel,
    descricao: 'Carro ou moto, novo ou seminovo',
    tipos: { novo: 'Novo (0 km)', seminovo: 'Seminovo' },
  },
  servico: {
    nome: 'Serviço',
    caminho: caminhosContemplado.tipoServico,
    descricao: 'Educação, saúde, reforma, viagens e eventos',
    tipos: {
      educacao: 'Educação',
      saude: 'Saúde e bem-estar',
      reforma: 'Reforma',
      viagem: 'Viagens e eventos',
    },
  },
  pesado: {
    nome: 'Veículo pesado',
    caminho: caminhosContemplado.tipoPesado,
    descricao: 'Caminhão, ônibus, cavalo mecânico ou implemento',
    tipos: {
      caminhao: 'Caminhão',
      onibus: 'Ônibus',
      cavalo: 'Cavalo mecânico',
      implemento: 'Implemento rodoviário',
    },
  },
  equipamento: {
    nome: 'Equipamento',
    caminho: caminhosContemplado.tipoEquipamento,
    descricao: 'Máquinas agrícolas, industriais ou de construção',
    tipos: {
      agricola: 'Máquina agrícola',
      industrial: 'Máquina industrial',
      construcao: 'Máquina de construção',
    },
  },
} as const;

export type Bem = keyof typeof BENS;
