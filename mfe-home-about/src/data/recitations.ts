/**
 * The national anthem, the national pledge and the school prayer, recited at assembly, each
 * in English and in an Arabic rendering. Each stanza is a list of lines.
 */
export interface Recitation {
  id: string;
  title: string;
  english: readonly (readonly string[])[];
  arabicTitle: string;
  arabic: readonly (readonly string[])[];
}

export const RECITATIONS_TITLE = 'Anthem, Pledge and Prayer';
export const ENGLISH_LABEL = 'English';
/** "In Arabic" */
export const ARABIC_LABEL = 'بالعربية';

export const RECITATIONS: readonly Recitation[] = [
  {
    id: 'anthem',
    title: 'The National Anthem',
    english: [
      [
        'Nigeria, we hail thee,',
        'Our own dear native land,',
        'Though tribe and tongue may differ,',
        'In brotherhood we stand,',
        'Nigerians all, and proud to serve',
        'Our sovereign Motherland.',
      ],
      [
        'Our flag shall be a symbol',
        'That truth and justice reign,',
        'In peace or battle honoured,',
        'And this we count as gain,',
        'To hand on to our children',
        'A banner without stain.',
      ],
      [
        'O God of all creation,',
        'Grant this our one request,',
        'Help us to build a nation',
        'Where no man is oppressed,',
        'And so with peace and plenty',
        'Nigeria may be blessed.',
      ],
    ],
    arabicTitle: 'النشيد الوطني',
    arabic: [
      [
        'نيجيريا، إنّا نُحيّيكِ،',
        'يا وطنَنا الأمَّ العزيز،',
        'وإنِ اختلفتْ قبائلُنا وألسنتُنا،',
        'فإنّا نقفُ صفًّا واحدًا إخوةً،',
        'نيجيريّون جميعًا، نفخرُ بخدمةِ',
        'وطنِنا الأمِّ ذي السيادة.',
      ],
      [
        'سيكونُ علمُنا رمزًا',
        'على أنّ الحقَّ والعدلَ يسودان،',
        'مُكرَّمًا في السِّلمِ والحرب،',
        'وذلك ما نعدُّه مَكسبًا:',
        'أن نُسلِّمَ إلى أبنائنا',
        'رايةً لا دَنَسَ فيها.',
      ],
      [
        'يا إلهَ الخلقِ أجمعين،',
        'حقِّقْ لنا رجاءَنا الوحيد:',
        'أعِنّا على بناءِ أمّةٍ',
        'لا يُظلَمُ فيها أحد،',
        'حتى تُبارَكَ نيجيريا',
        'بالسلامِ والرخاء.',
      ],
    ],
  },
  {
    id: 'pledge',
    title: 'The National Pledge',
    english: [
      [
        'I pledge to Nigeria my country',
        'To be faithful, loyal and honest,',
        'To serve Nigeria with all my strength,',
        'To defend her unity',
        'And uphold her honour and glory.',
        'So help me God.',
      ],
    ],
    arabicTitle: 'العهد الوطني',
    arabic: [
      [
        'أتعهّدُ لنيجيريا، بلدي،',
        'أن أكونَ مخلصًا ووفيًّا وأمينًا،',
        'وأن أخدمَ نيجيريا بكلِّ قوّتي،',
        'وأن أدافعَ عن وحدتِها،',
        'وأن أصونَ شرفَها ومجدَها.',
        'فأعِنّي يا الله.',
      ],
    ],
  },
  {
    id: 'prayer',
    title: 'The School Prayer',
    english: [
      [
        'My Lord, increase me in knowledge.',
        'O Allah, the Most Gracious, the Most Merciful,',
        'We thank You for the gift of life and the light of knowledge.',
        'Open our hearts to understanding and our minds to learning.',
        'Make us truthful in word, diligent in work and kind to one another.',
        'Bless our parents, our teachers and our school,',
        'And guide us on the straight path. Amin.',
      ],
    ],
    arabicTitle: 'دعاء المدرسة',
    arabic: [
      [
        'رَبِّ زِدْنِي عِلْمًا.',
        'اللّهمّ يا رحمنُ يا رحيم،',
        'نحمدُك على نعمةِ الحياةِ ونورِ العلم.',
        'افتحْ قلوبَنا للفهمِ وعقولَنا للتعلُّم،',
        'واجعلْنا صادقين في القول، مجتهدين في العمل، رُحماءَ بيننا.',
        'وباركْ لنا في آبائنا وأمّهاتنا ومعلّمينا ومدرستِنا،',
        'واهدِنا الصراطَ المستقيم. آمين.',
      ],
    ],
  },
];
