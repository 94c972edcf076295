import type { TipoVeiculo } from '@portal/domain';

/**
 * The embedded vehicle catalogue (issue 19, ADR 0039): brands and models of the Brazilian market across the six
 * vehicle types of 02 §3, with a reference value for the newest model year in whole reais (as a FIPE-like table
 * of November 2026 would show it). The seed writes each model's years from `desde` up to 2027 (2026/2027 being
 * the 0 km of the season) with the value depreciated by `DEPRECIACAO_ANUAL` a year, rounded to whole reais, so
 * the table is the same on every machine and every day. Committed data: tests read it from the template database.
 */

/**
 * The newest model year of the table (its values refer to November 2026: the month the embedded adapter answers,
 * apps/api/src/modules/faturamento/veiculos.repository.ts).
 */
const ANO_MODELO_MAIS_NOVO = 2027;
/** The oldest model year the table keeps (billing accepts at most 10-year-old vehicles, 02 §9). */
const ANO_MODELO_MAIS_ANTIGO = 2017;
const DEPRECIACAO_ANUAL = 0.09;

const L: TipoVeiculo = 'LEVE';
const M: TipoVeiculo = 'MOTOCICLETA';
const U: TipoVeiculo = 'UTILITARIO';
const P: TipoVeiculo = 'PESADO';
const S: TipoVeiculo = 'SUV_CAMIONETE';
const O: TipoVeiculo = 'ONIBUS';

/** [model, type, value of the newest year in reais, first model year]. */
type Linha = readonly [nome: string, tipo: TipoVeiculo, valorReais: number, desde: number];

export interface MarcaDoCatalogo {
  nome: string;
  modelos: readonly Linha[];
}

export const MARCAS_DO_CATALOGO: readonly MarcaDoCatalogo[] = [
  {
    nome: 'Fiat',
    modelos: [
      ['Mobi Like 1.0', L, 78_990, 2017],
      ['Mobi Trekking 1.0', L, 84_490, 2020],
      ['Argo Drive 1.0', L, 94_990, 2018],
      ['Argo Drive 1.3 CVT', L, 108_990, 2018],
      ['Argo Trekking 1.3', L, 112_490, 2020],
      ['Cronos Drive 1.3', L, 112_990, 2019],
      ['Cronos Precision 1.3 CVT', L, 124_990, 2019],
      ['Pulse Drive 1.3 CVT', S, 128_990, 2022],
      ['Pulse Audace 1.0 Turbo', S, 141_990, 2022],
      ['Pulse Abarth 1.3 Turbo', S, 159_990, 2023],
      ['Fastback Audace 1.0 Turbo', S, 149_990, 2023],
      ['Fastback Limited Edition 1.3 Turbo', S, 169_990, 2023],
      ['Strada Endurance 1.3 Cabine Plus', U, 109_990, 2021],
      ['Strada Freedom 1.3 Cabine Dupla', U, 122_990, 2021],
      ['Strada Ranch 1.0 Turbo CVT', U, 139_990, 2023],
      ['Toro Endurance 1.3 Turbo', S, 159_990, 2022],
      ['Toro Volcano 2.2 Diesel 4x4', S, 219_990, 2022],
      ['Toro Ultra 2.2 Diesel 4x4', S, 231_990, 2022],
      ['Titano Endurance 2.2 Diesel 4x4', S, 234_990, 2025],
      ['Titano Ranch 2.2 Diesel 4x4', S, 274_990, 2025],
      ['Fiorino Endurance 1.4', U, 99_990, 2017],
      ['Ducato Cargo 2.2 Diesel', U, 239_990, 2018],
      ['Ducato Minibus 2.2 Diesel', U, 309_990, 2018],
      ['Scudo Cargo 1.5 Diesel', U, 219_990, 2023],
    ],
  },
  {
    nome: 'Volkswagen',
    modelos: [
      ['Polo Track 1.0', L, 92_990, 2023],
      ['Polo Comfortline 1.0 TSI', L, 114_990, 2018],
      ['Polo Highline 1.0 TSI', L, 124_990, 2018],
      ['Polo GTS 1.4 TSI', L, 152_990, 2021],
      ['Virtus Comfortline 1.0 TSI', L, 129_990, 2018],
      ['Virtus Exclusive 1.4 TSI', L, 159_990, 2023],
      ['Nivus Comfortline 1.0 TSI', S, 139_990, 2021],
      ['Nivus Highline 1.0 TSI', S, 154_990, 2021],
      ['T-Cross Sense 1.0 TSI', S, 136_990, 2020],
      ['T-Cross Comfortline 1.0 TSI', S, 154_990, 2020],
      ['T-Cross Highline 1.4 TSI', S, 182_990, 2020],
      ['Taos Comfortline 1.4 TSI', S, 199_990, 2022],
      ['Taos Highline 1.4 TSI', S, 229_990, 2022],
      ['Tera MPI 1.0', S, 103_990, 2026],
      ['Tera High 1.0 TSI', S, 139_990, 2026],
      ['Saveiro Robust 1.6 Cabine Simples', U, 104_990, 2017],
      ['Saveiro Extreme 1.6 Cabine Dupla', U, 127_990, 2019],
      ['Amarok Comfortline 3.0 V6 Diesel', S, 289_990, 2018],
      ['Amarok Highline 3.0 V6 Diesel', S, 329_990, 2018],
      ['Amarok Extreme 3.0 V6 Diesel', S, 359_990, 2023],
      ['Delivery Express 4.160', P, 289_990, 2018],
      ['Delivery 9.170', P, 389_990, 2018],
      ['Delivery 11.180', P, 429_990, 2018],
      ['Constellation 17.280', P, 589_990, 2018],
      ['Constellation 24.280 6x2', P, 679_990, 2018],
      ['Constellation 25.460 6x2', P, 819_990, 2020],
      ['Meteor 28.460 6x2', P, 969_990, 2021],
      ['Meteor 29.530 6x4', P, 1_099_990, 2021],
      ['Volksbus 9.160 OD', O, 439_990, 2018],
      ['Volksbus 15.190 OD', O, 549_990, 2018],
      ['Volksbus 17.230 OD', O, 639_990, 2018],
      ['Volksbus 18.280 OT', O, 719_990, 2020],
    ],
  },
  {
    nome: 'Chevrolet',
    modelos: [
      ['Onix 1.0', L, 94_990, 2020],
      ['Onix LT 1.0 Turbo', L, 109_990, 2020],
      ['Onix Premier 1.0 Turbo', L, 124_990, 2020],
      ['Onix Plus LT 1.0 Turbo', L, 119_990, 2020],
      ['Onix Plus Premier 1.0 Turbo', L, 131_990, 2020],
      ['Tracker 1.0 Turbo', S, 134_990, 2021],
      ['Tracker LTZ 1.0 Turbo', S, 154_990, 2021],
      ['Tracker Premier 1.2 Turbo', S, 174_990, 2021],
      ['Spin LT 1.8', L, 129_990, 2017],
      ['Spin Premier 1.8', L, 149_990, 2017],
      ['Montana LT 1.2 Turbo', U, 139_990, 2023],
      ['Montana Premier 1.2 Turbo', U, 164_990, 2023],
      ['S10 LT 2.8 Diesel 4x4', S, 269_990, 2017],
      ['S10 LTZ 2.8 Diesel 4x4', S, 299_990, 2017],
      ['S10 High Country 2.8 Diesel 4x4', S, 329_990, 2017],
      ['Trailblazer Premier 2.8 Diesel 4x4', S, 369_990, 2017],
      ['Equinox RS 1.5 Turbo', S, 259_990, 2018],
      ['Spark EUV', S, 189_990, 2025],
      ['Captiva EV', S, 259_990, 2026],
      ['Silverado High Country 6.2 V8', S, 529_990, 2023],
    ],
  },
  {
    nome: 'Toyota',
    modelos: [
      ['Yaris Hatch XL Live 1.5', L, 104_990, 2019],
      ['Yaris Sedan XS 1.5', L, 122_990, 2019],
      ['Corolla GLi 2.0', L, 159_990, 2020],
      ['Corolla XEi 2.0', L, 172_990, 2020],
      ['Corolla Altis Hybrid 1.8', L, 199_990, 2020],
      ['Corolla Cross XR 2.0', S, 174_990, 2021],
      ['Corolla Cross XRE 2.0', S, 189_990, 2021],
      ['Corolla Cross XRX Hybrid 1.8', S, 219_990, 2021],
      ['Yaris Cross XRE 1.5', S, 159_990, 2026],
      ['Hilux Cabine Simples 2.8 Diesel 4x4', S, 259_990, 2017],
      ['Hilux SRV 2.8 Diesel 4x4', S, 319_990, 2017],
      ['Hilux SRX Plus 2.8 Diesel 4x4', S, 349_990, 2021],
      ['Hilux GR-Sport 2.8 Diesel 4x4', S, 379_990, 2022],
      ['SW4 SRX 2.8 Diesel 4x4 7 lugares', S, 429_990, 2017],
      ['RAV4 SX Hybrid 2.5', S, 329_990, 2019],
    ],
  },
  {
    nome: 'Hyundai',
    modelos: [
      ['HB20 Sense 1.0', L, 89_990, 2020],
      ['HB20 Comfort 1.0 Turbo', L, 109_990, 2020],
      ['HB20 Platinum 1.0 Turbo', L, 124_990, 2020],
      ['HB20S Comfort 1.0 Turbo', L, 114_990, 2020],
      ['HB20S Platinum Plus 1.0 Turbo', L, 131_990, 2020],
      ['Creta Comfort 1.0 Turbo', S, 139_990, 2022],
      ['Creta Limited 1.0 Turbo', S, 159_990, 2022],
      ['Creta N Line 1.6 Turbo', S, 184_990, 2022],
      ['Creta Ultimate 2.0', S, 189_990, 2022],
      ['Tucson GLS 1.6 Turbo', S, 239_990, 2022],
      ['HR 2.5 Diesel Carroceria', U, 209_990, 2017],
      ['HR 2.5 Diesel Baú', U, 229_990, 2017],
    ],
  },
  {
    nome: 'Renault',
    modelos: [
      ['Kwid Zen 1.0', L, 74_990, 2018],
      ['Kwid Outsider 1.0', L, 81_490, 2018],
      ['Kwid E-Tech Elétrico', L, 99_990, 2023],
      ['Stepway Zen 1.0', L, 94_990, 2020],
      ['Stepway Iconic 1.6 CVT', L, 111_990, 2020],
      ['Logan Zen 1.0', L, 92_990, 2020],
      ['Duster Intense 1.6 CVT', S, 139_990, 2021],
      ['Duster Iconic 1.3 Turbo', S, 159_990, 2021],
      ['Kardian Evolution 1.0 Turbo', S, 119_990, 2025],
      ['Kardian Premiere Edition 1.0 Turbo', S, 139_990, 2025],
      ['Boreal Techno 1.3 Turbo', S, 189_990, 2026],
      ['Oroch Intense 1.6', U, 139_990, 2018],
      ['Oroch Outsider 1.3 Turbo', U, 164_990, 2023],
      ['Kangoo E-Tech Elétrico', U, 249_990, 2023],
      ['Master Furgão L3H2 2.3 Diesel', U, 279_990, 2017],
      ['Master Minibus Executivo 2.3 Diesel', U, 349_990, 2017],
    ],
  },
  {
    nome: 'Honda',
    modelos: [
      ['City Hatch EX 1.5', L, 124_990, 2022],
      ['City Sedan EXL 1.5', L, 139_990, 2022],
      ['Civic Touring Hybrid 2.0', L, 265_990, 2024],
      ['HR-V EX 1.5', S, 164_990, 2023],
      ['HR-V Touring 1.5 Turbo', S, 199_990, 2023],
      ['ZR-V Touring 2.0', S, 229_990, 2024],
      ['WR-V EXL 1.5', S, 149_990, 2026],
      ['CR-V Advanced Hybrid 2.0', S, 339_990, 2024],
      ['CG 160 Start', M, 17_490, 2017],
      ['CG 160 Fan', M, 18_990, 2017],
      ['CG 160 Titan', M, 21_490, 2017],
      ['Biz 125', M, 15_490, 2017],
      ['Pop 110i ES', M, 11_490, 2017],
      ['NXR 160 Bros', M, 23_490, 2017],
      ['XRE 190 Adventure', M, 29_990, 2017],
      ['XRE 300 Sahara', M, 34_990, 2024],
      ['CB 300F Twister', M, 24_490, 2023],
      ['CB 500F', M, 46_990, 2017],
      ['NC 750X DCT', M, 69_990, 2017],
      ['PCX 160 DLX', M, 21_990, 2023],
      ['ADV 160', M, 24_990, 2023],
      ['Elite 125', M, 14_990, 2019],
      ['CB 650R E-Clutch', M, 67_990, 2020],
      ['Africa Twin 1100 Adventure Sports', M, 114_990, 2020],
    ],
  },
  {
    nome: 'Jeep',
    modelos: [
      ['Renegade Sport 1.3 Turbo', S, 139_990, 2022],
      ['Renegade Longitude 1.3 Turbo', S, 159_990, 2022],
      ['Renegade Trailhawk 1.3 Turbo 4x4', S, 189_990, 2022],
      ['Compass Sport 1.3 Turbo', S, 189_990, 2022],
      ['Compass Longitude 1.3 Turbo', S, 209_990, 2022],
      ['Compass Limited 2.2 Diesel 4x4', S, 259_990, 2022],
      ['Compass Série S 2.0 Turbo 4x4', S, 279_990, 2025],
      ['Commander Overland 2.2 Diesel 4x4', S, 329_990, 2022],
      ['Commander Limited 1.3 Turbo', S, 249_990, 2022],
      ['Wrangler Rubicon 2.0 Turbo', S, 499_990, 2019],
      ['Gladiator Rubicon 3.6 V6', S, 519_990, 2022],
    ],
  },
  {
    nome: 'Nissan',
    modelos: [
      ['Versa Sense 1.6 CVT', L, 119_990, 2021],
      ['Versa Exclusive 1.6 CVT', L, 134_990, 2021],
      ['Kicks Sense 1.6', S, 119_990, 2017],
      ['Kicks Advance 1.0 Turbo', S, 159_990, 2026],
      ['Kicks Platinum 1.0 Turbo', S, 189_990, 2026],
      ['Kait Advance 1.6 CVT', S, 129_990, 2026],
      ['Frontier Attack 2.3 Diesel 4x4', S, 279_990, 2017],
      ['Frontier Platinum 2.3 Diesel 4x4', S, 339_990, 2017],
      ['Sentra Exclusive 2.0 CVT', L, 189_990, 2024],
    ],
  },
  {
    nome: 'Peugeot',
    modelos: [
      ['208 Like 1.0', L, 89_990, 2021],
      ['208 Allure 1.0 Turbo', L, 109_990, 2021],
      ['208 GT 1.0 Turbo', L, 124_990, 2021],
      ['e-208 GT Elétrico', L, 189_990, 2022],
      ['2008 Allure 1.0 Turbo', S, 139_990, 2021],
      ['2008 GT 1.0 Turbo', S, 164_990, 2021],
      ['3008 GT 1.6 Turbo', S, 249_990, 2019],
      ['Partner Rapid 1.3 Turbo', U, 119_990, 2023],
      ['Expert Cargo 1.5 Diesel', U, 209_990, 2018],
      ['Boxer Furgão 2.2 Diesel', U, 249_990, 2018],
    ],
  },
  {
    nome: 'Citroën',
    modelos: [
      ['C3 Live 1.0', L, 79_990, 2023],
      ['C3 Feel 1.6 Automático', L, 99_990, 2023],
      ['C3 You! 1.0 Turbo CVT', L, 109_990, 2025],
      ['C3 Aircross Feel 1.0 Turbo', S, 124_990, 2024],
      ['C3 Aircross Shine 1.0 Turbo 7 lugares', S, 144_990, 2024],
      ['Basalt Feel 1.0 Turbo', S, 119_990, 2025],
      ['Basalt Shine 1.0 Turbo', S, 129_990, 2025],
      ['C4 Cactus Feel 1.6 Automático', S, 124_990, 2019],
      ['Jumpy Cargo 1.5 Diesel', U, 209_990, 2018],
      ['Jumper Furgão 2.2 Diesel', U, 244_990, 2018],
      ['Jumper Minibus 2.2 Diesel', U, 299_990, 2018],
    ],
  },
  {
    nome: 'Ford',
    modelos: [
      ['Ranger XL 2.0 Diesel 4x4', S, 249_990, 2024],
      ['Ranger XLS 2.0 Diesel 4x4', S, 279_990, 2024],
      ['Ranger Limited 3.0 V6 Diesel 4x4', S, 339_990, 2024],
      ['Ranger Raptor 3.0 V6 Biturbo', S, 469_990, 2024],
      ['Maverick Lariat 2.0 Turbo', S, 249_990, 2023],
      ['Maverick Hybrid 2.5', S, 239_990, 2025],
      ['Territory Titanium 1.5 Turbo', S, 229_990, 2021],
      ['Bronco Sport Wildtrak 2.0 Turbo', S, 269_990, 2021],
      ['Mustang Mach 1 5.0 V8', L, 559_990, 2022],
      ['Transit Furgão 2.0 Diesel', U, 299_990, 2020],
      ['Transit Minibus 2.0 Diesel', U, 369_990, 2020],
      ['F-150 Lariat 5.0 V8', S, 509_990, 2023],
    ],
  },
  {
    nome: 'Mitsubishi',
    modelos: [
      ['L200 Triton GL 2.4 Diesel 4x4', S, 229_990, 2020],
      ['L200 Triton Sport HPE-S 2.4 Diesel 4x4', S, 299_990, 2020],
      ['Triton Katana 2.4 Diesel 4x4', S, 279_990, 2025],
      ['Eclipse Cross HPE-S 1.5 Turbo', S, 209_990, 2019],
      ['Outlander PHEV GT', S, 389_990, 2024],
      ['Pajero Sport Legend 2.4 Diesel 4x4', S, 349_990, 2020],
    ],
  },
  {
    nome: 'Kia',
    modelos: [
      ['Stonic SX 1.0 Turbo Hybrid', S, 159_990, 2023],
      ['Sportage EX 1.6 Turbo Hybrid', S, 259_990, 2023],
      ['Niro EV', S, 289_990, 2024],
      ['Sorento SX 1.6 Turbo Hybrid', S, 379_990, 2024],
      ['Carnival EX 3.5 V6', L, 399_990, 2022],
      ['Bongo K2500 2.5 Diesel Carroceria', U, 199_990, 2017],
      ['Bongo K2500 2.5 Diesel Baú', U, 219_990, 2017],
    ],
  },
  {
    nome: 'BYD',
    modelos: [
      ['Dolphin Mini GS Elétrico', L, 119_990, 2024],
      ['Dolphin GS Elétrico', L, 149_990, 2023],
      ['Dolphin Plus Elétrico', L, 184_990, 2024],
      ['King GS Híbrido', L, 184_990, 2025],
      ['Seal AWD Elétrico', L, 299_990, 2023],
      ['Yuan Pro Elétrico', S, 182_990, 2025],
      ['Yuan Plus Elétrico', S, 235_990, 2023],
      ['Song Pro GS Híbrido', S, 199_990, 2024],
      ['Song Plus Premium Híbrido', S, 239_990, 2023],
      ['Tan EV', S, 539_990, 2023],
      ['Shark GS Híbrida 4x4', S, 379_990, 2025],
    ],
  },
  {
    nome: 'Caoa Chery',
    modelos: [
      ['Tiggo 5X Pro 1.5 Turbo', S, 149_990, 2021],
      ['Tiggo 5X Pro Hybrid', S, 164_990, 2024],
      ['Tiggo 7 Pro 1.6 Turbo', S, 189_990, 2022],
      ['Tiggo 7 Sport 1.6 Turbo', S, 174_990, 2024],
      ['Tiggo 7 PHEV', S, 219_990, 2025],
      ['Tiggo 8 Pro 1.6 Turbo 7 lugares', S, 239_990, 2021],
      ['Arrizo 6 Pro 1.5 Turbo', L, 149_990, 2021],
      ['iCar EQ1 Elétrico', L, 139_990, 2022],
    ],
  },
  {
    nome: 'GWM',
    modelos: [
      ['Haval H6 HEV', S, 229_990, 2023],
      ['Haval H6 PHEV AWD', S, 289_990, 2023],
      ['Haval H6 GT PHEV', S, 329_990, 2024],
      ['Haval H9 2.4 Diesel 4x4', S, 369_990, 2026],
      ['Haval Jolion HEV', S, 174_990, 2024],
      ['Ora 03 Skin Elétrico', L, 159_990, 2023],
      ['Poer P30 2.4 Diesel 4x4', S, 299_990, 2025],
    ],
  },
  {
    nome: 'RAM',
    modelos: [
      ['Rampage Rebel 2.0 Turbo 4x4', S, 259_990, 2024],
      ['Rampage Laramie 2.2 Diesel 4x4', S, 279_990, 2024],
      ['Rampage R/T 2.0 Turbo 4x4', S, 299_990, 2024],
      ['1500 Rebel 3.0 Turbo', S, 469_990, 2023],
      ['1500 Laramie Night Edition 3.0 Turbo', S, 489_990, 2023],
      ['2500 Laramie 6.7 Diesel', S, 559_990, 2020],
      ['3500 Limited Longhorn 6.7 Diesel', S, 599_990, 2022],
      ['Dakota Laramie 2.2 Diesel 4x4', S, 289_990, 2026],
    ],
  },
  {
    nome: 'BMW',
    modelos: [
      ['320i M Sport 2.0 Turbo', L, 349_990, 2020],
      ['330e M Sport Híbrido', L, 399_990, 2020],
      ['X1 sDrive20i M Sport', S, 339_990, 2023],
      ['X3 xDrive30e M Sport', S, 469_990, 2022],
      ['X5 xDrive50e M Sport', S, 749_990, 2024],
      ['iX1 eDrive20 Elétrico', S, 389_990, 2024],
      ['G 310 GS', M, 36_990, 2018],
      ['F 900 GS', M, 89_990, 2024],
      ['R 1300 GS Adventure', M, 149_990, 2025],
      ['S 1000 RR', M, 139_990, 2020],
    ],
  },
  {
    nome: 'Mercedes-Benz',
    modelos: [
      ['A 200 Sedan 1.3 Turbo', L, 289_990, 2020],
      ['C 300 AMG Line 2.0 Turbo', L, 449_990, 2022],
      ['GLA 200 Progressive 1.3 Turbo', S, 329_990, 2021],
      ['GLC 300 4MATIC 2.0 Turbo', S, 489_990, 2023],
      ['Sprinter Furgão 417 CDI Teto Alto', U, 359_990, 2020],
      ['Sprinter Van 417 Passageiros 20 lugares', U, 459_990, 2020],
      ['Sprinter Chassi 517 CDI', U, 339_990, 2020],
      ['Accelo 1017 Chassi', P, 399_990, 2017],
      ['Accelo 1117 Chassi', P, 429_990, 2017],
      ['Atego 1719 Chassi', P, 559_990, 2017],
      ['Atego 2430 6x2 Chassi', P, 689_990, 2017],
      ['Axor 2544 6x2 Cavalo', P, 799_990, 2017],
      ['Actros 2548 6x2 Cavalo', P, 949_990, 2020],
      ['Actros 2651 6x4 Cavalo', P, 1_149_990, 2020],
      ['Arocs 3351 6x4 Basculante', P, 1_099_990, 2022],
      ['LO 916 Micro-ônibus Chassi', O, 429_990, 2017],
      ['OF 1519 Chassi', O, 549_990, 2017],
      ['OF 1721 Chassi', O, 629_990, 2017],
      ['O 500 RS 1836 Chassi', O, 879_990, 2017],
      ['O 500 RSD 2542 Chassi', O, 1_049_990, 2019],
      ['eO 500U Elétrico Chassi', O, 2_390_000, 2024],
    ],
  },
  {
    nome: 'Audi',
    modelos: [
      ['A3 Sedan Performance 2.0 TFSI', L, 319_990, 2021],
      ['A4 Prestige Plus 2.0 TFSI', L, 389_990, 2020],
      ['Q3 Sportback Performance 2.0 TFSI', S, 369_990, 2020],
      ['Q5 Sportback Performance Black 2.0 TFSI', S, 499_990, 2021],
      ['Q8 e-tron Performance', S, 789_990, 2024],
    ],
  },
  {
    nome: 'Volvo',
    modelos: [
      ['EX30 Plus Elétrico', S, 279_990, 2024],
      ['XC40 Ultimate Elétrico', S, 349_990, 2022],
      ['XC60 Ultra T8 Híbrido', S, 459_990, 2022],
      ['XC90 Ultra T8 Híbrido', S, 619_990, 2022],
      ['VM 270 6x2 Chassi', P, 699_990, 2017],
      ['VM 330 8x2 Chassi', P, 789_990, 2019],
      ['FM 460 6x2 Cavalo', P, 959_990, 2017],
      ['FH 540 6x4 Cavalo', P, 1_199_990, 2017],
      ['FH 460 6x2 Cavalo', P, 1_049_990, 2017],
      ['FMX Max 540 8x4 Basculante', P, 1_249_990, 2022],
      ['B8R 4x2 Chassi', O, 839_990, 2019],
      ['B11R 6x2 Chassi', O, 1_139_990, 2017],
      ['B450R 6x2 Chassi', O, 1_289_990, 2023],
    ],
  },
  {
    nome: 'Scania',
    modelos: [
      ['P 320 6x2 Chassi', P, 849_990, 2019],
      ['P 360 6x4 Basculante', P, 929_990, 2019],
      ['G 410 6x2 Cavalo', P, 989_990, 2019],
      ['R 450 6x2 Cavalo', P, 1_099_990, 2019],
      ['R 540 6x4 Cavalo', P, 1_259_990, 2019],
      ['S 500 6x2 Cavalo', P, 1_229_990, 2019],
      ['R 460 Super 6x2 Cavalo', P, 1_189_990, 2025],
      ['K 310 4x2 Chassi', O, 849_990, 2019],
      ['K 360 6x2 Chassi', O, 999_990, 2019],
      ['K 440 6x2 Chassi', O, 1_159_990, 2019],
    ],
  },
  {
    nome: 'Iveco',
    modelos: [
      ['Daily 35-150 Furgão', U, 319_990, 2019],
      ['Daily 30-160 Chassi', U, 289_990, 2019],
      ['Daily 45-170 Minibus 20 lugares', U, 449_990, 2019],
      ['Tector 11-190 Chassi', P, 459_990, 2017],
      ['Tector 24-280 6x2 Chassi', P, 679_990, 2017],
      ['Tector 31-280 8x2 Chassi', P, 729_990, 2020],
      ['S-Way 480 6x2 Cavalo', P, 1_059_990, 2021],
      ['S-Way 540 6x4 Cavalo', P, 1_159_990, 2021],
      ['Hi-Way 600 6x4 Cavalo', P, 999_990, 2017],
      ['Bus 10-190 Chassi', O, 489_990, 2022],
      ['Bus 17-280 Chassi', O, 649_990, 2022],
    ],
  },
  {
    nome: 'DAF',
    modelos: [
      ['LF 210 4x2 Chassi', P, 519_990, 2022],
      ['CF 410 6x2 Chassi', P, 819_990, 2017],
      ['CF 450 6x4 Basculante', P, 919_990, 2017],
      ['XF 480 6x2 Cavalo', P, 1_079_990, 2017],
      ['XF 530 6x4 Cavalo', P, 1_179_990, 2017],
      ['XF 530 Super Space Cab 6x4', P, 1_249_990, 2023],
    ],
  },
  {
    nome: 'Agrale',
    modelos: [
      ['A10000 4x2 Chassi', P, 389_990, 2017],
      ['A8700 4x2 Chassi', P, 349_990, 2017],
      ['Marruá AM 200 4x4', S, 389_990, 2017],
      ['MA 8.7 Chassi', O, 369_990, 2017],
      ['MA 9.2 Chassi', O, 409_990, 2017],
      ['MA 10.0 Chassi', O, 439_990, 2017],
      ['MA 15.0 Chassi', O, 529_990, 2018],
      ['MT 12.0 LE Chassi', O, 469_990, 2017],
      ['MT 17.0 LE Chassi', O, 569_990, 2019],
    ],
  },
  {
    nome: 'Volare',
    modelos: [
      ['Attack 8 Escolar', O, 429_990, 2017],
      ['Attack 9 Executivo', O, 489_990, 2017],
      ['Access 9 Urbano', O, 459_990, 2019],
      ['Fly 10 Executivo', O, 559_990, 2017],
      ['Fly 10 Rodoviário', O, 589_990, 2017],
      ['Volare DW9 Executivo', O, 539_990, 2020],
      ['Volare WL Escolar', O, 399_990, 2020],
    ],
  },
  {
    nome: 'Foton',
    modelos: [
      ['Citytruck 3.5T', U, 229_990, 2019],
      ['Citytruck 10-160 Chassi', P, 349_990, 2019],
      ['Aumark 11-160 Chassi', P, 379_990, 2020],
      ['eWonder Elétrico 3.5T', U, 319_990, 2024],
      ['iBlue Elétrico 9T', P, 699_990, 2024],
    ],
  },
  {
    nome: 'JAC',
    modelos: [
      ['E-JS1 Elétrico', L, 129_990, 2022],
      ['E-J7 Elétrico', L, 239_990, 2023],
      ['T40 Plus 1.5', S, 99_990, 2020],
      ['E-JV5.5 Elétrico', U, 259_990, 2022],
      ['iEV1200T Elétrico Chassi', P, 489_990, 2023],
    ],
  },
  {
    nome: 'Yamaha',
    modelos: [
      ['Factor 150 ED', M, 17_990, 2017],
      ['Fazer FZ15 ABS', M, 20_490, 2023],
      ['Fazer FZ25 ABS', M, 25_490, 2017],
      ['Crosser 150 Z ABS', M, 21_490, 2017],
      ['Lander 250 ABS', M, 28_490, 2017],
      ['NMax 160 Connected', M, 22_990, 2021],
      ['XMax 250 ABS', M, 32_990, 2019],
      ['Fluo 125 Hybrid', M, 16_990, 2024],
      ['MT-03 ABS', M, 34_490, 2017],
      ['MT-07 ABS', M, 52_990, 2017],
      ['MT-09 ABS', M, 72_990, 2017],
      ['R15 ABS', M, 23_990, 2023],
      ['Ténéré 700', M, 76_990, 2020],
      ['Neo 125 UBS', M, 12_990, 2017],
    ],
  },
  {
    nome: 'Suzuki',
    modelos: [
      ['Jimny Sierra 4Sun 1.5 4x4', S, 189_990, 2021],
      ['Vitara 4Sport 1.4 Turbo', S, 179_990, 2019],
      ['V-Strom 650 XT', M, 59_990, 2017],
      ['V-Strom 800DE', M, 79_990, 2024],
      ['GSX-8S', M, 62_990, 2024],
      ['Hayabusa 1300', M, 139_990, 2022],
      ['Burgman 125', M, 16_490, 2017],
    ],
  },
  {
    nome: 'Kawasaki',
    modelos: [
      ['Ninja 400', M, 36_990, 2018],
      ['Ninja ZX-6R', M, 79_990, 2024],
      ['Z400', M, 34_990, 2019],
      ['Z650', M, 48_990, 2017],
      ['Z900', M, 64_990, 2017],
      ['Versys 650 Tourer', M, 57_990, 2017],
      ['Versys-X 300 Tourer', M, 35_990, 2018],
      ['Vulcan S 650', M, 49_990, 2017],
    ],
  },
  {
    nome: 'Triumph',
    modelos: [
      ['Speed 400', M, 32_990, 2024],
      ['Scrambler 400 X', M, 35_990, 2024],
      ['Trident 660', M, 49_990, 2021],
      ['Street Triple 765 RS', M, 84_990, 2018],
      ['Tiger 900 Rally Pro', M, 99_990, 2020],
      ['Tiger 1200 GT Explorer', M, 129_990, 2022],
      ['Bonneville T120', M, 89_990, 2017],
    ],
  },
  {
    nome: 'Harley-Davidson',
    modelos: [
      ['Nightster 975', M, 89_990, 2022],
      ['Sportster S 1250', M, 109_990, 2021],
      ['Fat Boy 114', M, 149_990, 2018],
      ['Street Glide 117', M, 199_990, 2024],
      ['Pan America 1250 Special', M, 129_990, 2021],
    ],
  },
  {
    nome: 'Royal Enfield',
    modelos: [
      ['Hunter 350', M, 20_990, 2023],
      ['Classic 350', M, 23_990, 2022],
      ['Meteor 350', M, 24_490, 2021],
      ['Himalayan 450', M, 32_990, 2024],
      ['Interceptor 650', M, 34_990, 2019],
      ['Super Meteor 650', M, 39_990, 2023],
    ],
  },
  {
    nome: 'Ducati',
    modelos: [
      ['Scrambler Icon 803', M, 59_990, 2017],
      ['Monster 937', M, 79_990, 2021],
      ['Multistrada V2 S', M, 109_990, 2022],
      ['Multistrada V4 S', M, 169_990, 2021],
      ['Panigale V2', M, 129_990, 2020],
      ['DesertX 937', M, 119_990, 2023],
    ],
  },
  {
    nome: 'Shineray',
    modelos: [
      ['Jet 50 cc', M, 8_490, 2017],
      ['Worker 125', M, 11_990, 2017],
      ['SHI 175 EFI', M, 15_490, 2020],
      ['Jef 150 S', M, 12_990, 2019],
      ['Iron 250', M, 18_990, 2023],
    ],
  },
  {
    nome: 'Haojue',
    modelos: [
      ['DK 150 CBS', M, 13_990, 2017],
      ['DR 160 S', M, 16_490, 2021],
      ['NK 150', M, 14_490, 2022],
      ['Lindy 125', M, 12_990, 2017],
      ['Master Ride 150', M, 13_490, 2019],
    ],
  },
  {
    nome: 'Dafra',
    modelos: [
      ['Citycom 300i', M, 24_990, 2017],
      ['Cruisym 150', M, 17_490, 2023],
      ['Horizon 250', M, 21_490, 2018],
      ['NH 190', M, 16_990, 2021],
      ['Apache RTR 200', M, 16_490, 2017],
    ],
  },
];

/** One model year of a model: 'manufacture/model' and the reference value in centavos. */
export interface AnoDoCatalogo {
  anoFabricacao: number;
  anoModelo: number;
  valorCentavos: number;
}

/**
 * The years of a model: from its first model year (at most 10 years back) to the newest, the newest one
 * (2027) made in 2026, every other one in its own year, and the 0 km of 2026 also as 2026/2026 rather than only
 * 2026/2027. Value: the newest's, less `DEPRECIACAO_ANUAL` a year back, in whole reais.
 */
export function anosDoModelo(valorReais: number, desde: number): AnoDoCatalogo[] {
  const anos: AnoDoCatalogo[] = [];
  for (let ano = ANO_MODELO_MAIS_NOVO; ano >= Math.max(desde, ANO_MODELO_MAIS_ANTIGO); ano--) {
    const idade = ANO_MODELO_MAIS_NOVO - ano;
    const valorCentavos = Math.round(valorReais * (1 - DEPRECIACAO_ANUAL) ** idade) * 100;
    anos.push({ anoFabricacao: ano === ANO_MODELO_MAIS_NOVO ? ano - 1 : ano, anoModelo: ano, valorCentavos });
  }
  return anos;
}

/** A demo dealer: valid CNPJs (the 12AB… one alphanumeric, in force since July 2026). */
export interface ConcessionariaDemo {
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  cidade: string;
  uf: string;
  marcas: string[];
}

export const CONCESSIONARIAS_DEMO: readonly ConcessionariaDemo[] = [
  {
    cnpj: '12345678000195',
    razaoSocial: 'Paulista Veículos Comércio Ltda.',
    nomeFantasia: 'Paulista Fiat',
    cidade: 'São Paulo',
    uf: 'SP',
    marcas: ['Fiat', 'Jeep'],
  },
  {
    cnpj: '23456781000129',
    razaoSocial: 'Campinas Motors Distribuidora de Veículos S.A.',
    nomeFantasia: 'Campinas VW',
    cidade: 'Campinas',
    uf: 'SP',
    marcas: ['Volkswagen'],
  },
  {
    cnpj: '34567892000129',
    razaoSocial: 'Gaúcha Automóveis e Peças Ltda.',
    nomeFantasia: 'Gaúcha Chevrolet',
    cidade: 'Porto Alegre',
    uf: 'RS',
    marcas: ['Chevrolet'],
  },
  {
    cnpj: '45678903000164',
    razaoSocial: 'Minas Motos Comércio de Motocicletas Ltda.',
    nomeFantasia: 'Minas Motos Honda',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    marcas: ['Honda', 'Yamaha'],
  },
  {
    cnpj: '56789014000190',
    razaoSocial: 'Rodoviária Paraná Caminhões e Ônibus Ltda.',
    nomeFantasia: 'Rodoparaná Mercedes-Benz',
    cidade: 'Curitiba',
    uf: 'PR',
    marcas: ['Mercedes-Benz', 'Volare'],
  },
  {
    cnpj: '12ABC345000188',
    razaoSocial: 'Nova Era Mobilidade Elétrica Ltda.',
    nomeFantasia: 'Nova Era BYD',
    cidade: 'Salvador',
    uf: 'BA',
    marcas: ['BYD', 'GWM'],
  },
];
