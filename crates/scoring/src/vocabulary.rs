//! The ingredient vocabulary: menu words for animal products, English and
//! Spanish, the shorthand and other kitchens' words of the `*_SHORTHAND`
//! lists (Chinese, Japanese, Korean, Thai, Vietnamese, Tagalog, Hindi,
//! Arabic, Greek, Polish, Amharic and more), and the look-alikes that are
//! not animal products.
//!
//! `lexicon/tables.rs` compiles these lists into its phrase table, each list as
//! one group with the signals its name says (`MEAT_ES`: meat, `PORK_EN`:
//! pork and meat, `DAIRY_EGG_EN`: dairy and egg, ...). Phrases the table
//! already lists keep their first meaning, so overlap here is harmless.
//!
//! Where the facts come from: the kinds of public reference named in issue
//! 16, which say which word names which animal product: PETA's list of
//! animal ingredients and their alternatives and similar vegan ingredient
//! guides (isinglass, shellac/confectioner's glaze, bone char, beeswax,
//! royal jelly, propolis, carmine), the Open Food Facts ingredients
//! taxonomy (`taxonomies/ingredients.txt`; its cochineal entry gives
//! carmine, carminic acid and E120), and Wikipedia's lists of cheeses,
//! cured meats, sausages, offal, seafood, fish sauces, and Mexican, Spanish
//! and Latin American dishes. The first two were read for this list; the
//! rest is common culinary fact of the kind those lists hold, not copied
//! from them. Only facts are taken, never text or code.
//!
//! Rules for adding a word:
//! - lower case, trimmed, once in this file; a `-` also matches a space or
//!   nothing, and a plural `s`/`es` is matched for free, so list the
//!   singular ("camarón", "camaron") and only irregular plurals
//!   ("codornices") or plurals inside a phrase ("quesos veganos");
//! - Spanish words with an accent are listed with and without it (menus
//!   drop accents), and case folding is ASCII only;
//! - only words that name the animal product on a menu: a word that is
//!   also an everyday word for something else ("sole", "mince", "dorado",
//!   "asado", "romano") stays out, or goes in only inside a
//!   longer phrase ("dover sole");
//! - a phrase that contains an animal word but is not one ("manteca
//!   vegetal", "kombu dashi") goes in a trap or plant list, never with an
//!   animal signal; a plant phrase that names a nut or peanut keeps that
//!   allergen (`NUT_BASES_ES`, `PEANUT_ES`), which a trap would lose;
//! - Chinese, Japanese, Thai and Korean words are matched inside runs of
//!   their script (Korean for its attached particles): list no
//!   one-syllable Hangul or kana word, and list as a trap every plant word
//!   that holds an animal one ("콩고기" soy meat, "ビーフン" rice noodles,
//!   "ขนม" sweets, "ปลาย" tip); a trap wins where it starts first;
//! - a plant phrase made by a vegan marker after the noun (Vietnamese
//!   "gà chay", Thai "หมูเจ") is a trap of its own;
//! - Arabic joins "and", "with" and "the" to the noun ("بالسمن"): list the
//!   most common nouns with those prefixes; Greek is matched as written
//!   (case folding is ASCII only): list it lower case, with and without
//!   accents where menus drop them;
//! - a misspelling goes in only if it is not itself an English word
//!   ("chese", "bacn"); one that is ("cram") goes in only inside a longer
//!   phrase ("sour cram");
//! - every phrase is a path in the lexicon's trie, whose size is bounded
//!   (`trie_is_compact`): a word of a non-Latin script costs two or three
//!   states per letter, so each language gets its most common menu words;
//! - the unit tests below check the form of every list and that no trap is
//!   also an animal phrase.

/// Meat: beef, veal, lamb, goat, poultry, game, offal, insects.
#[rustfmt::skip]
pub(crate) const MEAT_EN: &[&str] = &[
    "sweetbread", "tongue", "bone marrow", "marrow bone", "pâté", "pate", "foie", "suet",
    "dripping", "pan drippings", "gizzard", "giblets", "chitterlings", "chitlins", "offal",
    "trotters", "brains", "demi-glace", "glace de viande", "au jus", "consommé", "consomme",
    "paitan", "beefsteak", "ribeye", "rib eye", "sirloin", "tenderloin", "filet mignon", "t-bone",
    "porterhouse", "new york strip", "prime rib", "tri-tip", "tomahawk", "wagyu", "picanha",
    "chuck roast", "osso buco", "ossobuco", "vitello", "saltimbocca", "wiener schnitzel",
    "bresaola", "biltong", "merguez", "haggis", "rillettes", "charcuterie", "cold cuts",
    "deli meat", "lunch meat", "luncheon meat", "doner", "döner", "keema", "nihari", "haleem",
    "bulgogi", "galbi", "kalbi", "yakitori", "karaage", "pho ga", "goose", "geese", "duckling",
    "magret", "pheasant", "partridge", "grouse", "squab", "pigeon", "guinea fowl", "capon",
    "poussin", "cornish hen", "game hen", "wild game", "ostrich", "emu", "elk", "moose", "caribou",
    "reindeer", "antelope", "kangaroo", "alligator", "gator", "crocodile", "frog legs",
    "frogs' legs", "frog's legs", "horsemeat", "yak", "hogget", "chicken fried rice", "dirty rice",
    "cricket flour", "cricket protein", "crickets", "grasshopper", "mealworm", "silkworm",
    "turtle soup", "coq au vin",
    "natural casing", "sheep casing", "beef casing", "animal casing", "gut casing",
    // Gut, intestine, hide and skin of an animal, as food or as what food is
    // made in (silver vark is beaten between sheets of ox gut or in hide
    // pouches). "Gut" and "hide" alone stay out: "gut feeling", "gut
    // health", German "sehr gut", the verb "hide".
    "ox-gut", "cow-gut", "cattle-gut", "calf-gut", "bovine gut", "buffalo-gut", "sheep-gut",
    "goat-gut", "animal gut", "sheets of gut", "layers of gut", "gut-sheet", "gut membrane",
    "intestine", "ox-hide", "cow-hide", "cattle-hide", "calf-hide", "bovine hide",
    "buffalo-hide", "sheep-hide", "goat-hide", "animal-hide", "animal-skin", "ox-skin",
    "cow-skin", "goldbeater's skin", "goldbeaters skin", "goldbeater-skin", "ox-bladder",
    "cow stomach", "ox stomach", "sheep stomach", "sheep's stomach", "caul fat", "omasum",
    "abomasum",
    // Bones a stock is made of, and literal translations of beef tallow
    // (Sichuan hot-pot bases); Levantine Arabizi for chicken.
    "chicken bone", "beef bone", "cow oil", "beef oil", "beef tallow oil", "djej",
    // Gravies, jus and classical sauces made on meat: sausage drippings,
    // roasting fat, chicken velouté, veal demi-glace, stock-cooked potatoes;
    // "fleishig" is the kosher meat category.
    // Australian and British menu words for sausages and chicken; surf and
    // turf is steak with seafood.
    "snags", "chook", "surf 'n' turf", "surf n turf", "surf and turf", "surf & turf",
    "surf'n'turf",
    // Instant noodles whose soup packet is beef-based.
    "shin ramyun", "shin ramen",
    // Beef fat as chip shops say it, in English and Dutch.
    "ox fat", "ox dripping", "beef dripping", "ossenwit", "rundvet",
    // Belgian friteries' beef fat ("gebakken in ossewit", "cuites au blanc
    // de bœuf"), and animal fat named without its animal: a fat of no
    // named plant is not vegetarian.
    "ossewit", "ossevet", "ossenvet", "rundsvet", "runderwit", "frituurvet van rund",
    "blanc de bœuf", "blanc de boeuf", "graisse de bœuf", "graisse de boeuf", "suif de bœuf",
    "suif de boeuf", "graisse animale", "graisses animales", "dierlijk vet", "dierlijke vetten",
    "rindertalg", "rinderfett", "tierisches fett",
    "sawmill gravy", "sausage gravy", "jus gras", "sauce suprême", "sauce supreme",
    "suprême sauce", "supreme sauce", "sauce périgueux", "sauce perigueux", "périgueux",
    "perigueux", "pommes boulangère", "pommes boulangere", "boulangère potatoes",
    "boulangere potatoes", "blanquette", "fleishig", "fleishik", "fleischig",
    // Jewish deli: kishke is stuffed beef intestine ("stuffed derma").
    "kishka", "kishke", "kishkes", "stuffed derma", "derma",
    // Meat named by who supplies it ("the bones our butcher saves us"), and
    // bones as what a supplier sends ("the butcher next door sends bones by
    // the score", "they keep us supplied with bones and trim").
    "our butcher", "on the bones", "sends bones", "send bones", "sends us bones",
    "send us bones", "sends over bones", "supplied with bones", "supplies us with bones",
    "bones and trim", "bones & trim",
];

/// Pork (always also meat): cuts, cured and dry-cured meats, sausages, fats.
#[rustfmt::skip]
pub(crate) const PORK_EN: &[&str] = &[
    "lardon", "lardo", "nduja", "salumi", "coppa", "capocollo", "sopressata", "speck", "culatello",
    "finocchiona", "cotechino", "zampone", "saucisson", "sobrasada", "fuet", "salt pork",
    "fatback", "jowl", "hog jowl", "ham hock", "pig's feet", "pigs feet", "crackling",
    "pork scratchings", "scratchings", "boudin", "andouillette", "black pudding", "white pudding", "head cheese",
    "scrapple", "souse", "liverwurst", "braunschweiger", "bologna", "frankfurter", "wiener",
    "weisswurst", "knackwurst", "bockwurst", "landjäger", "hot link", "corn dog",
    "pigs in a blanket", "boar", "amatriciana", "tonkatsu ramen", "xiao long bao", "siu mai",
    "shumai", "bak kut teh", "sisig", "longganisa", "chicharon", "porchetta", "croque monsieur",
    "hog casing", "pork casing", "pig casing",
    // A pig's gut, hide, bladder and stomach (see `MEAT_EN`'s gut and hide).
    "pig-gut", "hog-gut", "pig-hide", "hog-hide", "pig-bladder", "pig's bladder",
    "pig stomach", "pig's stomach",
    // Hams, bacons and sausages by maker and breed, and Cajun smoked pork.
    "benton's", "bentons", "conecuh", "nueske's", "nueskes", "surryano", "kurobuta",
    "mangalitsa", "mangalica", "pata negra", "bellota", "ibérico", "iberico", "jimmy dean",
    "tasso", "zhū yóu", "gala pie", "pork pie", "hawaiian pizza",
];

/// Fish, fish roe and fish-based sauces and stocks.
#[rustfmt::skip]
pub(crate) const FISH_EN: &[&str] = &[
    "albacore", "bluefin", "yellowfin", "skipjack", "ikura", "tobiko", "masago", "mentaiko",
    "tarama", "taramasalata", "bottarga", "baccalà", "baccala", "grouper", "monkfish",
    "dover sole", "lemon sole", "flounder", "turbot", "plaice", "yellowtail", "hamachi",
    "kampachi", "bream", "sea bream", "dorade", "orata", "pike", "perch", "walleye", "carp",
    "smelt", "whitebait", "sprat", "pilchard", "kipper", "gravlax", "barramundi", "cobia", "wahoo",
    "marlin", "shark", "skate wing", "john dory", "pompano", "rockfish", "opah", "escolar",
    "arctic char", "sablefish", "black cod", "lingcod", "whiting", "hake", "hoki", "sturgeon",
    "steelhead", "fishcake", "fumet", "kamaboko", "narutomaki", "chikuwa", "niboshi", "iriko",
    "nuoc mam", "nước mắm", "nuoc cham", "nước chấm", "patis", "garum", "colatura", "pla ra",
    "budu", "bonito flakes", "jellyfish", "bouillabaisse", "cioppino", "butterfish",
    // Tuna sauce; sole by its dish; anchovy pastes and Scandinavian
    // "anchovies" (sprats); bonito-based noodle soup bases; fish steaks.
    "tonnato", "tonnata", "salsa tonnata", "sole meunière", "sole meuniere", "ansjovis",
    "bacalhau", "com bacalhau", "fisch", "poisson", "poissons",
    "gentleman's relish", "gentlemans relish", "patum peperium", "memmi", "sockeye",
    "swordfish steak", "tuna steak", "salmon steak", "halibut steak",
    // Malay and Indonesian: "ikan" is fish; ikan bilis and teri are dried anchovies.
    "ikan", "ikan bilis", "ikan teri", "bilis",
];

/// Shellfish: crustaceans, molluscs, snails and other sea creatures.
#[rustfmt::skip]
pub(crate) const SHELLFISH_EN: &[&str] = &[
    "escargot", "snail", "langoustine", "scampi", "krill", "cockle", "whelk", "winkles",
    "razor clam", "geoduck", "quahog", "cherrystone", "crawdad", "yabby", "crabmeat", "crab meat",
    "krab", "ebi", "amaebi", "hotate", "sea cucumber", "sea urchin", "uni", "conch", "abalone",
    "cuttlefish", "limpet", "clam juice", "clamato", "bagoong", "belacan", "blachan",
    "terasi", "kapi", "har gow", "periwinkle",
    // Penang prawn paste, Indonesian petis, Burmese dried-shrimp relish, and
    // Bahian vatapá and caruru (thickened with dried shrimp); Malay "udang".
    "hae ko", "haeko", "hei ko", "heiko", "hae bee hiam", "hae bee", "haebee", "udang kering",
    // German allergen names for molluscs and crustaceans.
    "weichtiere", "krebstiere",
    // Italian clams and cuttlefish ink.
    "vongole", "alle vongole", "nero di seppia", "seppia", "seppie", "petis", "petis udang", "udang", "balachaung",
    "balachong", "balachaung kyaw", "vatapá", "vatapa", "caruru",
];

/// Dairy: milks, creams, butters, cheeses, milk-derived additives.
#[rustfmt::skip]
pub(crate) const DAIRY_EN: &[&str] = &[
    "buttered", "creamed", "posset", "syllabub", "cheesy", "buttercream", "butterscotch",
    "butterfat", "milkfat", "milk fat", "beurre blanc", "beurre noisette", "half-and-half",
    "lactose", "lactalbumin",
    "lactoglobulin", "lactoferrin", "caseinate", "sodium caseinate", "calcium caseinate", "curds",
    "skyr", "quark", "fromage blanc", "fromage frais", "smetana", "tvorog", "khoa", "khoya",
    "malai", "makhani", "dahi", "shrikhand", "kheer", "kulfi", "rasmalai", "ras malai",
    "gulab jamun", "rasgulla", "barfi", "burfi", "peda", "chhena", "gelato", "sundae",
    "soft serve", "froyo", "cortado", "flat white", "macchiato", "café au lait", "cafe au lait",
    "affogato", "white chocolate", "au gratin", "gratin", "mornay", "welsh rarebit", "rarebit",
    "stracciatella", "scamorza", "caciocavallo", "bocconcini", "ciliegine",
    "fior di latte", "grana padano", "asiago", "fontina", "taleggio", "roquefort", "stilton",
    "camembert", "emmental", "emmentaler", "jarlsberg", "havarti", "colby", "edam", "muenster",
    "munster", "limburger", "raclette", "comté", "reblochon", "époisses", "epoisses", "morbier",
    "tomme", "manouri", "kasseri", "kefalotyri", "graviera", "mizithra", "akkawi", "nabulsi",
    "wensleydale", "red leicester", "double gloucester", "cambozola", "dolcelatte", "danish blue",
    "boursin", "neufchâtel", "neufchatel", "chèvre", "chevre", "velveeta", "cheez whiz", "provel",
    // Milk and cheese named by their grade or kind alone ("a shot of 2%",
    // "oat milk unavailable, using 2%", "two slices of American").
    "shot of 2%", "splash of 2%", "using 2%", "with 2%", "slices of american",
    "slice of american",
    // Sauces of cream or butter.
    "sauce au poivre", "au poivre sauce", "meunière", "meuniere",
    // In-N-Out's "animal style": melted cheese and spread.
    "animal style",
    // Allergen lists and nutrition panels in German, Dutch and Swedish;
    // a dairy creamery's name.
    "milch", "milchfett", "milchzucker", "milcheiweiß", "milcheiweiss", "melk", "mjölk",
    "mjolk", "tillamook",
    // Lactitol, a sweetener made from milk sugar.
    "e966", "lactitol",
    // Georgian and Armenian cultured milk.
    "matsoni", "matsoun", "madzoon", "matzoon",
    // Dairy named by where or how it is made ("a smear from Larsen's
    // Creamery", "their girls are milked Tuesday").
    "creamery", "milked",
    // Only animals are fed on grass: "cream from grass-fed Jerseys" (meat
    // so fed names itself: "grass-fed beef").
    "grass-fed", "grass-finished",
];

/// Meat and dairy together.
#[rustfmt::skip]
pub(crate) const MEAT_DAIRY_EN: &[&str] = &[
    "cheesesteak",
    // Levantine kibbeh is meat; Ethiopian kibbeh is spiced butter.
    "kibbeh",
    "pastitsio", "moussaka",
    // Dominican mangú's "three hits": salami, fried cheese and eggs.
    "los tres golpes", "tres golpes",
    // Chinese 牛油 is beef tallow in a Sichuan hot pot and butter in Cantonese.
    "牛油",
];

/// Egg: eggs, egg parts and egg-based sauces and dishes.
#[rustfmt::skip]
pub(crate) const EGG_EN: &[&str] = &[
    "yolk", "albumen", "albumin", "ovalbumin", "lysozyme", "pavlova", "macaron", "shakshuka",
    "tamago", "tamagoyaki", "ajitama", "ajitsuke tamago", "onsen tamago", "balut", "remoulade",
    "rémoulade", "tartar sauce", "tartare sauce", "thousand island", "zabaglione", "sabayon",
    "ladyfinger",
    // Italian ladyfingers, by their name and the sponge fingers of a
    // British trifle.
    "savoiardi", "savoiardo", "sponge fingers", "boudoir biscuits",
    // "Ei" (German and Dutch), "ägg" (Swedish) in allergen lists.
    "ei", "ägg",
    // Marshmallow creme is whipped egg white, without gelatin.
    "marshmallow fluff", "marshmallow creme", "marshmallow cream",
    // Kaya is a coconut jam set with egg.
    "kaya", "kaya toast", "kaya jam",
    // Eggs named by the birds that lay them or how they were kept ("a gift
    // from our backyard hens", "free-range, soft-boiled").
    "hens", "free-range", "pasture-raised",
    // A sour's classic foam is shaken egg white ("the classic frothy top").
    "classic frothy top", "classic frothy head", "classic foam", "classic froth",
    "traditional foam", "traditional frothy top",
];

/// Egg and dairy together: custards, creams, pastries.
#[rustfmt::skip]
pub(crate) const DAIRY_EGG_EN: &[&str] = &[
    "ranch", "béarnaise", "bearnaise", "crème brûlée", "creme brulee", "crème anglaise",
    // Batters made of egg and milk.
    "yorkshire pudding", "dutch baby",
    "creme anglaise", "crème pâtissière", "creme patissiere", "pastry cream", "semifreddo",
    // Nougat and turrón are beaten egg white with honey.
    "nougat", "turrón", "turron",
    // Sweet breads made with milk, butter and egg (or lard): Mexican
    // conchas, Filipino pandesal, Hong Kong's pineapple bun.
    "concha", "conchas", "pandesal", "pan de sal", "pineapple bun", "bolo bao", "bo lo bao",
    "tiramisu", "cannoli", "cannolo", "éclair", "eclair", "profiterole", "cream puff", "choux", "soufflé", "souffle",
    "flan", "crème caramel", "creme caramel", "bread pudding", "french toast",
    "liège waffle", "liege waffle", "tiropita", "bougatsa", "galaktoboureko", "gaufre de liège",
    "gaufre de liege", "gaufre liégeoise", "gaufre liegeoise",
    // French petits fours made with butter and egg, and the Japanese egg
    // custard; "golden sand" (金沙) is a salted-egg-yolk coating.
    "canelé", "canele", "cannelé", "cannele", "financier", "financiers", "madeleine", "tuile",
    "sablé", "sablés", "sable cookie", "sable biscuit", "chawanmushi", "golden sand", "金沙",
    "salted egg yolk", "salted egg",
];

/// Honey and other bee products.
#[rustfmt::skip]
pub(crate) const HONEY_EN: &[&str] = &[
    "honeyed", "royal jelly", "propolis", "beeswax", "bees wax", "e901", "hydromel",
    // Honey named by its makers ("soaked in what our bees made").
    "our bees", "bees made", "bees make", "our hives", "our beehives",
    // German, Dutch and Italian words ("soaked in orange-blossom miele").
    "honig", "honing", "miele",
    // Honey by its packers' brands ("a drizzle of Bee Local wildflower").
    "bee local", "sue bee", "local hive",
];

/// Animal products outside the families above: insect dyes and glazes,
/// fish and bone finings, collagen, rennet. Read as gelatin, which makes
/// them count against vegetarians as well.
#[rustfmt::skip]
pub(crate) const OTHER_ANIMAL_EN: &[&str] = &[
    "isinglass", "carmine", "carmines", "carminic acid", "cochineal", "natural red 4",
    "crimson lake", "e120", "shellac", "confectioner's glaze", "confectioners glaze",
    // Gelatin by its brands and its forms in a pastry kitchen.
    "knox", "jigglers", "gelatine sheets", "gelatin sheets", "leaf gelatin", "leaf gelatine",
    "sheet gelatin", "sheet gelatine", "bloomed gelatin", "bloomed sheets",
    // L-cysteine, a flour treatment agent usually made from feathers or hair.
    "e920", "cysteine",
    "resinous glaze", "pharmaceutical glaze", "e904", "bone char", "bone charcoal", "bone meal",
    "bone phosphate", "e542", "collagen", "aspic", "e441", "rennet", "animal rennet", "l-cysteine",
    "castoreum", "ambergris", "panna cotta", "haribo", "goldbears",
    "lanolin", "lanoline", "wool grease", "wool wax", "wool fat",
    // A British trifle's jelly is set with gelatine.
    "trifle", "jelly and custard", "jelly & custard",
];

/// Vegan brands and "-less" words: what follows them is an imitation.
#[rustfmt::skip]
pub(crate) const IMITATIONS_EN: &[&str] = &[
    "daiya", "violife", "miyoko's", "miyokos", "kite hill", "follow your heart", "oatly",
    "earth balance", "tofutti", "treeline", "nurishh", "gardein", "tofurky", "field roast",
    "lightlife", "vegenaise", "veganaise", "califia", "elmhurst", "cheeseless", "baileys almande",
    // Written with a hyphen or without ("Chicken-less Noodle Soup"); read
    // with a space too, which no menu writes for the meat it serves.
    "fish-less", "chicken-less", "beef-less", "pork-less",
    // Nutritional yeast as cooks call it: "nooch parm" is its parmesan.
    "nooch",
    "linda mccartney", "linda mccartney's",
    // Marshmallows made without gelatin ("torched Dandies marshmallows").
    "dandies",
    "素",
];

/// English look-alikes: contain an animal word, name a plant food.
#[rustfmt::skip]
pub(crate) const TRAPS_EN: &[&str] = &[
    "swiss chard", "rainbow swiss chard", "swiss-style", "swiss style", "swiss alps",
    "swiss army", "swiss franc",
    // A stir-fry's sauce is not Utah's fry sauce.
    "stir-fry sauce", "stirfry sauce",
    "kombu dashi", "konbu dashi", "kelp dashi", "shiitake dashi", "mushroom dashi",
    "vegetable dashi", "vegan dashi", "mushroom oyster sauce", "mushroom-based oyster sauce",
    // Whole, so that the mayo after the brand's "Vegan" is not left bare.
    "hellmann's vegan", "hellmanns vegan", "best foods vegan", "hellmann's vegan mayo",
    "hellmanns vegan mayo", "hellmann's vegan mayonnaise", "hellmanns vegan mayonnaise",
    "best foods vegan mayo",
    // The dairy brands' plant lines, named by a word after the brand.
    "babybel plant-based", "babybel plant", "laughing cow plant-based", "cathedral city plant-based",
    "elmlea plant", "elmlea plant-based", "reddi-wip non-dairy", "reddi-wip plant-based",
    "galbani plant-based", "sargento plant-based",
    "aquafaba meringue", "flax egg", "chia egg", "egg replacer", "flax milk", "flaxseed milk",
    "quinoa milk", "potato milk", "tiger nut milk", "tigernut milk", "sesame milk", "cacao butter",
    "mango butter", "kokum butter", "seed butter", "sesame butter", "pumpkin butter",
    "pear butter", "plum butter", "buttercup squash", "butterhead lettuce", "cream cracker",
    "beefsteak tomato", "beefsteak mushroom", "beefsteak plant", "beefsteak fungus",
    "hen of the woods", "chicken-fried", "crab apple", "lamb's lettuce", "lambs lettuce",
    "lamb's quarters", "lambs quarters", "vegetable marrow", "pigeon pea", "duck sauce",
    "oyster cracker", "fish mint", "bee-free honey", "mushroom jerky", "coconut jerky",
    "eggplant jerky", "eggplant bacon", "rice paper bacon", "carrot lox", "watermelon tuna",
    "watermelon poke", "carrot dog", "banana blossom fish", "ranch-style beans",
    "mushroom calamari",
    // Vegetable "jus" and French juices; pickles named for the sandwich
    // they go in; a coconut "clotted cream" and panna cotta.
    "jus de", "jus d'orange", "jus d’orange", "carrot jus", "tomato jus", "beet jus",
    "beetroot jus", "mushroom jus", "vegetable jus", "veg jus", "shiitake jus", "onion jus",
    "apple jus", "kombu jus", "celery jus", "pea jus", "bread & butter pickles",
    "bread and butter pickles", "bread-and-butter pickles", "bread n butter pickles",
    "coconut clotted cream", "coconut panna cotta", "cashew cheesecake",
    "cashew cheesecakes",
    // Fruit, nut and herb liqueurs called "crème de ...".
    "crème de cacao", "creme de cacao", "crème de menthe", "creme de menthe",
    "crème de cassis", "creme de cassis", "crème de violette", "creme de violette",
    "crème de mûre", "creme de mure", "crème de banane", "creme de banane", "crème de pêche",
    "creme de peche", "crème de noyaux", "creme de noyaux", "crème de framboise",
    "creme de framboise",
    // Nigeria's honey beans (ewa oloyin) are beans.
    "honey beans", "honey bean",
    // Better Than Bouillon's plant bases, named for what they replace.
    "better than bouillon no chicken", "better than bouillon no beef", "no chicken base",
    "no beef base", "vegetable bouillon", "veggie bouillon", "mushroom bouillon",
    // Blended avocado named for the crema it replaces.
    "avocado crema", "avocado cream",
    "texas caviar", "cowboy caviar", "fruit mincemeat", "spiced fruit mincemeat", "fish-fragrant", "fish fragrant", "yu xiang", "yuxiang", "pumpkin kibbeh", "potato kibbeh", "vegetable suet", "veggie suet", "nước mắm chay", "nuoc mam chay", "mắm chay", "mam chay", "vegan fish sauce",
    "鱼香", "植物黄油", "素蚝油", "香菇蚝油",
    // Fruit and coconut flesh ("果肉一起打"), not meat.
    "果肉", "椰肉",
    // A herb of Cantonese soups (Abrus), named for chicken bones; stocks
    // of vegetables, named as such.
    "鸡骨草", "雞骨草", "素高汤", "素高湯", "蔬菜高汤", "蔬菜高湯", "素上汤", "素上湯", "菌菇高汤",
    "菌菇高湯", "香菇高汤", "香菇高湯", "昆布高汤", "昆布高湯", "素汤底", "素湯底",
    // Korean.
    "콩고기", "밀고기", "비건 고기", "식물성 고기", "버섯불고기", "버섯 불고기", "콩고기 불고기", "돼지감자", "치킨무", "버섯 육수", "채소 육수",
    "야채 육수", "다시마 육수", "귀리 우유", "코코넛 우유", "카카오버터", "버터넛", "비건 치즈", "코코넛 크림", "비건 마요네즈", "허니듀",
    "콩 고기", "버섯고기", "비건고기", "채식 고기", "채식고기", "식물성고기", "대체 고기", "콩불고기", "두부불고기", "두부 불고기", "버섯육수",
    "채소육수", "야채육수", "다시마육수", "표고 육수", "표고육수", "귀리우유", "쌀우유", "쌀 우유", "코코넛우유", "식물성 우유", "오트 우유",
    "코코아버터", "시어버터", "식물성 버터", "비건 버터", "비건버터", "비건치즈", "식물성 치즈", "코코넛크림", "비건 크림", "식물성 크림",
    "비건마요네즈", "채식 마요네즈", "비건 굴소스", "채식 굴소스", "버섯 굴소스", "채식굴소스", "비건 소시지", "콩 요거트", "코코넛 요거트",
    // Japanese.
    "ビーフン", "グラハム", "えびす", "ソイミルク", "オーツミルク", "ココナッツミルク", "カカオバター", "バターナッツ", "ココナッツクリーム",
    "豆乳クリーム", "豆乳ヨーグルト", "植物性チーズ", "ヴィーガンチーズ", "ソイチキン", "大豆チキン", "エビス", "野菜コンソメ", "ベジタブルコンソメ",
    "オートミルク", "ライスミルク", "ココナツミルク", "植物性ミルク", "ココアバター", "シアバター", "植物性バター", "ヴィーガンバター", "ビーガンバター",
    "ビーガンチーズ", "豆乳チーズ", "ソイチーズ", "植物性クリーム", "ソイヨーグルト", "ヴィーガンマヨネーズ", "ベジチキン", "大豆ソーセージ",
    "植物性ソーセージ",
    // Thai.
    "ขนม", "ไข่มุก", "ปลาย", "หมูเจ", "ไก่เจ", "เนื้อเจ", "กุ้งเจ", "ปลาเจ", "น้ำปลาเจ", "เห็ดหอย",
    "เนื้อมะพร้าว", "เนื้อเทียม", "นมถั่วเหลือง", "นมมะพร้าว", "นมโอ๊ต", "เนยเทียม", "ครีมเทียม",
    "นมข้าวโอ๊ต", "นมข้าว", "นมพืช", "นมถั่ว", "เนยขาว", "เนยโกโก้", "เนยพืช", "ไข่น้ำ",
    "ลูกชิ้นเจ", "ไส้กรอกเจ", "เป็ดเจ", "หมูยอเจ", "หมูแดงเจ", "หมูกรอบเจ", "ซอสหอยนางรมเจ",
    "น้ำมันหอยเจ", "เห็ดหอยนางรม", "เนื้อสัมผัส", "เนื้อหา", "หมูเทียม", "ไก่เทียม", "ชีสเจ",
    "ชีสวีแกน",
    // Words that open with "เจ" (vegan) and are not it: "เจียว" fried
    // crisp ("กระเทียมเจียว"), "เจ้า" lord, "เจ๊" elder sister, "เจ็ด"
    // seven.
    "เจียว", "เจ้า", "เจ๊", "เจ็ด", "เจอ", "เจาะ", "เจี๊ยบ",
    // Vietnamese.
    "thịt chay", "bò chay", "gà chay", "heo chay", "cá chay", "tôm chay", "giò chay",
    "chả lụa chay", "xá xíu chay", "sườn chay", "cá nhân", "xương rồng", "sữa đậu nành", "sữa dừa",
    "mỡ thực vật", "phô mai chay", "hạt nêm chay", "hạt nêm nấm", "thit chay", "ca chay",
    "chả chay", "cha lua chay", "giò lụa chay", "xa xiu chay", "suon chay", "sườn non chay",
    "vịt chay", "mực chay", "bò viên chay", "lạp xưởng chay", "chà bông chay", "ruốc chay",
    "sua dau nanh", "sua dua", "sữa yến mạch", "sữa gạo", "sữa thực vật", "sữa chua chay",
    "sữa chua dừa", "phô mai thực vật", "pho mai chay", "trứng chay", "bột nêm chay",
    "heo quay chay", "nước chấm chay", "nuoc cham chay", "nước mắm pha chay",
    // Tagalog.
    "gatas ng niyog", "gatas ng soya", "karneng gulay",
    // Hindi.
    "नारियल का दूध", "नारियल दूध", "सोया दूध", "वनस्पति घी", "सोया मिल्क", "नारियल क्रीम",
    "सोया पनीर", "टोफू पनीर", "सोया चाप", "सोया कीमा", "वेगन चीज़",
    // Arabic.
    "سمن نباتي", "السمن النباتي", "بالسمن النباتي", "زبدة نباتية", "الزبدة النباتية",
    "حليب الصويا", "حليب الشوفان", "حليب جوز الهند", "جبن نباتي", "جبنة نباتية", "لحم نباتي",
    "مرق الخضار", "مرق خضار", "عسل أسود", "العسل الأسود", "بالزبدة النباتية", "بحليب الصويا",
    "حليب صويا", "بحليب جوز الهند", "كريمة نباتية", "كريمة جوز الهند", "زبدة الكاكاو",
    "بمرق الخضار", "مرق الخضروات", "العسل الاسود", "عسل اسود", "الحليب النباتي", "حليب نباتي",
    "الجبن النباتي", "اللحم النباتي", "عسل القصب",
    // Greek.
    "γάλα σόγιας", "γάλα καρύδας", "γάλα βρώμης", "φυτικό τυρί", "φυτικό βούτυρο", "κιμάς σόγιας",
    "κιμά σόγιας", "φέτα ψωμί", "φυτικο τυρι", "φυτικο βουτυρο", "φυτικό γάλα", "γαλα σογιας",
    "γαλα καρυδας", "γάλα ρυζιού", "κιμας σογιας", "κιμα σογιας", "φυτικός κιμάς", "φυτικό κρέας",
    "κρέας σόγιας", "φυτικό γιαούρτι", "γιαούρτι σόγιας", "γιαούρτι καρύδας", "φυτική κρέμα",
    "φέτες ψωμί", "vegan φέτα", "φυτική φέτα", "μέλι χαρουπιού", "γύρος σόγιας", "φυτικός γύρος",
    // Polish.
    "mleko kokosowe", "mleko owsiane", "mleko sojowe", "mleko roślinne", "masło roślinne",
    "masło kakaowe", "mlekiem kokosowym", "mleko roslinne", "serek wegański", "jogurt kokosowy",
    "jogurt sojowy", "jogurt roślinny", "majonez wegański", "majonez weganski", "mięso sojowe",
    "mieso sojowe", "mięso roślinne", "kiełbasa wegańska", "kiełbasy wegańskiej", "szynka roślinna",
    // French plant "meat": whole, so that "viande" is not read bare.
    "viande végétale", "viande vegetale", "viande végétarienne", "viande vegetarienne",
    // Amharic.
    "የአትክልት ቅቤ", "የኑግ ቅቤ",
];

/// German "Rind" (beef) alone, and "Rinds" as a compound opens it
/// ("Rinds|roulade"): English has the word too, a fruit's or a cheese's
/// rind, so it is read only where no English word beside it says whose
/// rind it is (`ENGLISH_RIND_NEIGHBOURS`).
pub(crate) const GERMAN_BEEF: &[&str] = &["rind"];

/// English words before "rind" that make it the English word: what has a
/// rind ("lemon rind", "watermelon rinds", "pork rinds", "parmesan
/// rind"), what is done to one ("grated rind", "candied rind") and the
/// small words English puts before a noun ("the rind", "with rind").
/// "Rind of a lemon" is told by the "of" after it. An English rind not
/// listed is read as beef: a German word is never taken for English.
#[rustfmt::skip]
pub(crate) const ENGLISH_RIND_NEIGHBOURS: &[&str] = &[
    "lemon", "lemons", "lime", "limes", "orange", "oranges", "citrus", "grapefruit", "yuzu",
    "melon", "watermelon", "cantaloupe", "pomelo", "bergamot", "tangerine", "mandarin",
    "clementine", "kumquat", "calamansi", "fruit", "squash", "pumpkin", "cheese", "parmesan",
    "parmigiano", "reggiano", "pecorino", "brie", "camembert", "pork", "pig", "bacon", "ham",
    "candied", "grated", "zested", "pickled", "preserved", "dried", "bloomy", "washed",
    "natural", "edible", "waxed", "the", "a", "its", "their", "with", "and", "or", "of", "no",
    "any", "some", "fried", "crispy", "puffed",
];

/// What diners and small menus write instead of the word (issue 16's
/// red-team shorthand and hidden-base classes): abbreviations, common
/// misspellings, kitchen-shelf brands named for what is in them, words of
/// other cuisines, and food emoji. Each list is read with its family's
/// signals, like the lists above.
#[rustfmt::skip]
pub(crate) const MEAT_SHORTHAND: &[&str] = &[
    // French and German diners' words: duck, lamb, veal, poultry and
    // their stocks; beef, minced meat, chicken, meat; French meat.
    "canard", "agneau", "veau", "volaille", "bouillon de volaille", "bouillon de poulet",
    "bouillon de bœuf", "bouillon de boeuf", "rindfleisch", "hackfleisch", "hühnchen",
    "huhnchen", "fleisch", "viande",
    // German animals a compound opens or ends with, read alone once
    // `crate::joined` opens it ("Kalbs|leber", "Lamm|keule", "Enten|brust"):
    // veal, lamb, duck, goose, turkey, hens, beef, liver. ("Rind" is also
    // a lemon's rind: see `GERMAN_BEEF`.)
    "kalb", "kalbs", "lamm", "ente", "enten", "gans", "gänse", "ganse", "pute", "puten",
    "hühner", "huhner", "rinder", "leber",
    // German sausage, poultry and goulash, read alone once a compound is
    // opened ("Brat|wurst", "Curry|wurst"); a plant-made sausage is named
    // so before it ("vegane Wurst", "Veggie-Wurst", "Erbsenprotein-Wurst")
    // and read as a plant make, or closed up with its plant ("Tofuwurst").
    // "vom Rind" is German whatever stands around it.
    "wurst", "würstchen", "wurstchen", "geflügel", "geflugel", "gulasch", "vom rind",
    "vom kalb", "vom schwein", "vom huhn", "vom lamm",
    // German game and minced meat as menus name them: deer, roe deer, wild
    // boar, game dishes ("Wild" alone is also English "wild": only its
    // dishes), minced-meat dishes ("Hack" alone is also English "hack"),
    // and bone broth. A compound of a cut opens before the cut once its
    // head is read here ("Reh|keule", "Hirsch|gulasch").
    "hirsch", "reh", "rehrücken", "rehruecken", "rehrucken", "wildschwein", "wildgulasch",
    "wildragout", "wildbraten", "wildbret", "wildpastete", "hackbraten", "hackbällchen",
    "hackballchen", "hacksteak", "hackepeter", "gemischtes hack", "gemischtem hack",
    "knochenbrühe", "knochenbruhe", "knochenbruehe",
    // Gravies named for the roast or the dish they are made for, and a
    // roast's "jus" (its vegetable jus are traps); Japanese katsu curry is
    // made from a roux with meat fats or extract.
    "proper gravy", "poutine gravy", "pan gravy", "roast gravy", "giblet gravy",
    "sunday gravy", "jus", "katsu curry sauce",
    // Southern, Ethiopian, Thai and Caribbean dishes that are the meat:
    // pot liquor of ham hocks or neck bones, burnt ends of brisket, kitfo
    // (minced raw beef), khao man gai (rice in chicken fat), cow heel.
    "pot liquor", "pot likker", "potlikker", "neck bones", "neck bone", "burnt ends",
    "kitfo", "khao man gai", "khao mun gai", "cow heel", "cowheel",
    // Kettle & Fire sells bone broth: a broth named by it is beef or
    // chicken bones.
    "kettle & fire", "kettle and fire",
    // Dasida is a beef stock powder; Knorr's tomato bouillon is seasoned
    // with chicken; a pho kitchen's stockpot is its beef broth.
    "dasida", "knorr caldo de tomate", "knorr tomato bouillon", "pho stockpot", "phở stockpot",
    // British steamed puddings made with beef suet unless the menu names a
    // vegetable suet.
    "spotted dick", "spotted dog", "jam roly-poly", "roly-poly pudding", "christmas pudding",
    "figgy pudding", "sussex pond pudding", "clootie dumpling", "suet pudding", "suet pastry",
    "suet crust",
    // Bones a broth is made with.
    "bones from the roast", "roast bones", "roasting bones", "roasted bones", "soup bones", "marrow bones",
    "with the bones", "carcass", "carcasses",
    // Bones roasted for a stock are animal whoever roasts them ("we roast
    // the bones in-house"); a brown stock is the French kitchen's stock of
    // roasted veal or beef bones (a plant one is named by its vegetables).
    "roast the bones", "roasted the bones", "roasting the bones", "roast our bones",
    "roast our own bones", "bones roasted", "bones are roasted", "brown stock", "fond brun",
    // Haitian Creole chicken and Farsi animal fat.
    "poul", "bouyon poul", "roghan-e heyvani", "roghan heyvani", "heyvani",
    // Portuguese and German diners' words.
    "galinha", "caldo de galinha", "frango", "caldo de frango", "hähnchen", "huhn",
    "chx", "chix", "chicken bullion", "beef bullion", "bullion", "totole", "knorr suiza",
    "bovril", "oxo cube", "fond de veau", "fond de volaille", "midollo", "poulet", "boeuf", "bœuf",
    "🍗", "🍖", "🥩", "🐄", "🐓", "🐔", "🐑", "🦃",
    // The same icons where a scraper wrote out their alt text ("Veggie
    // Lasagna [leaf icon] [cow icon]"): read as the emoji are.
    "cow icon", "chicken icon", "sheep icon", "lamb icon", "beef icon", "meat icon",
    "sebo", "cappone", "brodo di cappone", "gribenes", "griebenschmalz", "schmalz",
    "manzo", "brodo di manzo", "fleischbrühe", "fleischbruhe", "fleischbruehe", "rinderbrühe", "rinderbruhe", "hühnerbrühe", "huhnerbruhe", "huehnerbruehe", "rosół", "rosol", "na rosole", "tavuk", "ciğer", "ciğeri", "ciger", "cigeri", "kemik suyu", "sucuk", "sujuk", "kuyruk yağı", "kuyruk yagi", "qawarma", "awarma", "liyeh", "alyah", "qwanta", "yakhni", "superior stock", "shang tang", "gai tong", "soegogi", "sogogi", "rou mo", "tori", "huyết", "huyet", "graisse de canard", "gänseschmalz", "ganseschmalz", "gaenseschmalz", "metzgerei",
    "牛肉", "鸡肉", "鸡汤", "骨汤", "高汤", "烧腊", "肉末", "肉丝", "鸭肉", "羊肉", "鸡精",
    // Superior stock, chicken fat and powder, goose, "meat" as the opposite
    // of 素/斋.
    "上汤", "鸡油", "鸡粉", "鹅肉", "荤",
    // "Meat" cooked at once with other food ("跟肉一起滷", "和肉同一鍋"):
    // bare 肉 begins too many other words (肉桂 cinnamon) to stand alone.
    "肉一起", "肉同一锅", "肉同锅", "肉一锅",
    // Bones and the stocks boiled from them, in both scripts: chicken, beef
    // and "big" (pork leg) bones, chicken frames, marrow bones, bone and
    // chicken stock; 高汤 without a plant named before it is meat stock.
    "鸡骨", "雞骨", "牛骨", "大骨", "骨湯", "高湯", "鸡架", "雞架", "筒骨", "棒骨", "鸡汤底",
    "雞湯", "上湯", "牛骨汤", "牛骨湯", "鸡骨汤", "雞骨湯",
    "gyūshi", "gyushi", "gyuushi", "hetto", "sagol", "sagol yuksu", "yuksu", "gogi", "beondegi", "bundegi", "korean sundae", "soondae", "karne", "giniling na karne", "vyann", "bèf", "vyann bèf", "vyann ak zo", "maraq dajaj", "dajaj", "djaj", "lahm", "lahm mafroum", "ghanam", "lahm ghanam", "gosht", "murgh", "murghi", "marghi", "murgh shorba", "besiga", "be siga", "with siga", "braised with siga", "cooked with siga", "simmered with siga", "siga wat", "siga tibs", "bozena", "yefisik", "doro wat", "doro wot", "doro tibs", "мясо", "мясной", "мясном", "мясной бульон", "мясном бульоне", "курица", "куриный", "куриным", "курином", "говядина", "баранина", "говяжий", "говяжьем", "говяжьего", "говяжьей",
    // Ukrainian and Russian meat, beef and chicken in their cases.
    "м'ясо", "м'яса", "м'ясом", "м'ясний", "м'ясним", "мяса", "мясом", "яловичина", "яловичини",
    "яловичиною", "яловичину", "говядины", "говядиной", "говядину", "курка", "курки", "куркою",
    "курку", "курятина", "курятини", "курятиною", "курячий", "курячим", "курячого", "курячому",
    "курицы", "курицей", "курицу", "куриного", "куриной", "тваринний жир", "тваринним жиром",
    "животный жир", "животным жиром", "животном жире", "курячий бульйон", "м'ясний бульйон",
    // Hebrew, with its attached "and", "in", "the" and "of": chicken,
    // chicken stock.
    "עוף", "ועוף", "בעוף", "העוף", "ציר עוף", "מרק עוף", "בשר", "ובשר", "בבשר", "הבשר",
    // Korean.
    "고기", "소고기", "쇠고기", "닭고기", "육수", "사골", "갈비", "불고기", "치킨", "소시지", "한우", "닭가슴살", "닭갈비", "닭강정",
    "찜닭", "삼계탕", "곰탕", "설렁탕", "갈비탕", "차돌박이", "육회", "다시다", "부대찌개", "닭을", "닭으로", "닭볶음탕", "닭꼬치", "닭발",
    "닭죽", "닭곰탕",
    // Beef and chicken bones, and the stock boiled from them.
    "소뼈", "닭뼈", "사골 육수", "사골육수", "뼈 육수", "뼈육수",
    // Japanese.
    "鶏肉", "鶏ガラ", "ひき肉", "挽肉", "チキン", "ビーフ", "焼き鳥", "牛脂", "鶏がら", "鶏白湯", "鶏そぼろ", "鳥ガラ", "焼鳥", "お肉",
    "挽き肉", "合挽き", "肉そぼろ", "焼肉", "牛すじ", "牛丼", "和牛", "鴨肉", "ガラスープ", "コンソメ", "鶏", "肉じゃが", "肉うどん",
    "肉まん", "肉団子", "肉そば",
    // Thai.
    "เนื้อ", "ไก่", "เป็ด", "ไส้กรอก", "ลูกชิ้น", "เนื้อวัว", "วัว", "น้ำซุปกระดูก", "เนื้อสัตว์",
    // Vietnamese.
    "thịt", "bò", "gà", "vịt", "xương", "thit bo", "thit ga", "xuong bo", "hạt nêm", "thịt bò",
    "thịt gà", "thịt vịt", "dê", "cừu", "xương bò", "xương gà", "xuong ga", "nuoc dung xuong",
    "nuoc dung bo", "nuoc dung ga", "pho bo", "bun bo", "hat nem", "bột nêm", "ruốc", "thit",
    "xúc xích", "xuc xich", "pa tê",
    // Tagalog.
    "manok", "karne ng baka", "kambing", "bulalo", "tinola", "karne ng manok", "sabaw ng baka",
    "buto ng baka", "sabaw ng buto", "buto-buto", "itik", "adobong manok",
    "pinikpikan",
    // Hindi.
    "मांस", "गोश्त", "मटन", "चिकन", "मुर्गा", "मुर्गी", "मुर्ग", "कीमा", "बकरा", "बीफ", "यखनी",
    "चर्बी",
    // Arabic.
    "لحم", "اللحم", "باللحم", "واللحم", "دجاج", "الدجاج", "بالدجاج", "والدجاج", "مرق", "المرق",
    "بالمرق", "والمرق", "لحمة", "اللحمة", "فراخ", "الفراخ", "خروف", "الخروف", "كبدة", "الكبدة",
    "شحم", "الشحم", "لحوم", "اللحوم", "دجاجة", "الدجاجة", "فروج", "الفروج", "ضأن", "الضأن", "بقر",
    "البقر", "مرقة", "المرقة", "كفتة", "الكفتة", "شاورما", "الشاورما", "سجق", "السجق", "نقانق",
    "النقانق", "عظام", "العظام", "كوارع", "الكوارع", "كرشة", "الكرشة", "قاورما", "القاورما",
    "لحم بقري", "لحم غنم",
    // Egyptian and Sudanese spellings and words: meat with a final "ه",
    // lamb ("ضاني"), liver, gut, bone, kebab, pastrami, animal fat.
    "لحمه", "مرقه", "ضاني", "كبد", "مصران", "عظم", "كباب", "بسطرمة", "بسطرمه", "دهن حيواني",
    // Greek.
    "κρέας", "κρεας", "κιμάς", "κιμας", "κιμά", "κιμα", "μοσχάρι", "μοσχαρι", "μοσχαρίσιος",
    "μοσχαρίσιο", "μοσχαρίσια", "κοτόπουλο", "κοτοπουλο", "λουκάνικο", "μοσχαρισιος", "μοσχαρισιο",
    "μοσχαρισια", "βοδινό", "βοδινο", "κότα", "αρνί", "αρνι", "κατσίκι", "γύρος", "γυρος",
    "μπιφτέκι", "μπιφτεκι", "κεφτέδες", "κεφτεδες", "ζωμός κρέατος", "ζωμός κότας", "ζωμό κρέατος",
    "ζωμό κότας", "λουκανικο",
    // Polish.
    "mięso", "mieso", "mięsem", "mięsa", "wołowina", "wolowina", "wołowiną", "kurczak", "kurczaka",
    "kurczakiem", "kiełbasa", "kiełbasą", "kiełbasy", "kielbasy", "kiełbasę", "kiełbasie", "miesem", "miesa", "mięsny", "mięsna", "mięsne",
    "miesny", "drób", "drobiowy", "kaczka", "indyk", "cielęcina", "baranina", "kielbasa", "łój",
    "wywar mięsny", "wywar z kości", "wywar z kosci", "na kościach", "bulion mięsny",
    "bulion drobiowy",
    // Amharic.
    "ሥጋ", "ስጋ", "ዶሮ", "ክትፎ", "በሥጋ", "በስጋ", "የሥጋ", "የስጋ", "የበሬ ሥጋ", "የበሬ ስጋ", "የዶሮ", "በዶሮ", "በግ",
    "የበግ", "ፍየል", "የፍየል", "ቋንጣ", "ዱለት", "ጎረድ ጎረድ",
    // English.
    "chikken", "chickenstock", "chickenbroth", "beefstock", "beefbroth", "beaf", "sausauge",
    "sasuage", "chicken stok", "bonebroth", "saussage", "sausuage", "pepparoni", "pepperonni",
    "pepporoni",
    // Regional Englishes' meat words (South Africa, Scotland, Australia,
    // Canada, West Africa): "boerewors", "a square slice" (Lorne sausage),
    // "dim sims", "peameal", "ponmo" (cow skin).
    "boerewors", "boerie", "square slice", "lorne", "lorne sausage", "dim sim", "dim sims", "peameal",
    "ponmo", "kpomo", "shaki",
    // Menu copy that names meat by its bird or its rendering.
    "bird's bones", "rendered fat", "smokehouse's finest belly",
];
#[rustfmt::skip]
pub(crate) const PORK_SHORTHAND: &[&str] = &[
    // French and German: pork, ham, bacon.
    "schinken", "schweinebauch", "schweineschmalz", "viande de porc",
    "maiale", "brodo di maiale", "carne de porco", "schweinefleisch",
    // German pork a compound opens with ("Schweine|braten").
    "schwein", "schweine", "schweins",
    // British: rashers are slices of bacon, "streaky" is streaky bacon.
    "rasher", "rashers", "rashers of streaky", "of streaky", "back bacon",
    "asiento", "strutto", "chả lụa", "cha lua", "giò lụa", "gio lua", "jambon", "🥓", "🐖", "🐷",
    "pig icon", "pork icon",
    // Wiltshire's lardy cake is made with lard.
    "lardy cake", "lardy",
    "chashu", "cha siu", "zhu you", "banha", "banha de porco", "torresmo", "torresmos",
    // Dutch lard and bacon fat.
    "reuzel", "spekvet", "varkensvet",
    // Russian and Ukrainian pork cracklings, lard and pork, as their cases
    // inflect them ("зі шкварками", "смаженою на смальці").
    "шкварок", "шкварках", "шкварочками", "шкварочки", "смалець", "смальцю",
    "смальці", "смальцем", "смалец", "смальца", "сала", "салом", "салі", "свинини",
    "свининою", "свинині", "свинину", "свинины", "свининой", "свинине", "свиной", "свиным",
    "свиний", "свинячий", "свинячим", "свинячому", "свиная", "свиное",
    "shkvarkami", "шкварками", "na sali", "на салі", "на сале", "smalec", "torreznos", "torrezno", "chouriço", "chourico", "lard pastry",
    "cotenna", "cotica", "poitrine fumée", "poitrine fumee", "petit salé", "petit sale", "toucinho", "porco", "słonina", "slonina", "słoniną", "słoninę", "skwarki", "skwarkami", "skwarkach", "entremeada", "linguiça", "linguica", "lạp xưởng", "lap xuong", "lap cheong", "lop cheung", "lap mei", "chancho", "compango", "thịt ba chỉ", "thit ba chi", "thịt heo", "thit heo", "buta bara", "butabara", "zhu rou", "zhu rou mo", "quiche lorraine", "angels on horseback", "angel on horseback", "redeye gravy", "red-eye gravy", "red eye gravy", "saitenwürstle", "saitenwurstle", "giò", "chả giò heo",
    "猪肉", "猪油", "叉烧", "腊肉", "腊肠", "火腿", "五花肉", "猪骨", "猪骨汤",
    // Braised pork (Taiwan's 滷肉) cooked at once with other food ("跟滷肉
    // 一起滷"); alone, "卤肉饭" is a dish a diner's praise names.
    "卤肉一起", "卤肉同一锅", "卤肉同锅", "卤肉一锅",
    // Pork bone and its stock in the traditional script.
    "豬骨", "豬骨湯", "豬肉", "豬油",
    // Luncheon meat (canned pork, Spam) in Chinese and Japanese.
    "午餐肉", "スパム", "ランチョンミート",
    "buta koma", "butakoma", "butaniku", "dwaeji", "dwaeji gogi", "samgyeopsal", "baboy", "giniling na baboy", "taba ng baboy", "kochon", "kochon sale", "shkvarky", "shkvarki", "salo", "сало", "свинина", "шкварки", "smalets",
    // Korean.
    "돼지고기", "돼지", "삼겹살", "베이컨", "족발", "순대", "라드", "오겹살", "목살", "앞다리살", "항정살", "보쌈", "제육", "돈까스",
    "돈가스", "돈카츠", "차슈", "감자탕", "스팸", "햄을", "햄과", "햄이", "햄으로",
    // Japanese.
    "豚肉", "豚骨", "とんこつ", "ポーク", "ベーコン", "ハム", "ソーセージ", "チャーシュー", "ラード", "トンコツ", "豚汁", "豚バラ", "豚カツ",
    "とんかつ", "トンカツ", "カツ丼", "焼豚", "叉焼", "ウインナー", "ウィンナー", "角煮", "豚",
    // Thai.
    "หมู", "น้ำมันหมู", "เบคอน", "แฮม", "กุนเชียง",
    // Vietnamese.
    "heo", "lợn", "mỡ", "mỡ hành", "mo hanh", "sườn", "xá xíu", "thit lon", "mo heo", "mo lon",
    "top mo", "xuong heo", "xa xiu", "suon", "ba rọi", "ba roi", "giò heo", "chà bông", "cha bong",
    "nem chua", "nem nướng", "giăm bông", "giam bong",
    // Tagalog.
    "liempo", "dinuguan", "karne ng baboy", "sabaw ng baboy", "mantika ng baboy", "lechon kawali",
    "sinigang na baboy", "adobong baboy", "crispy pata", "tocilog", "longsilog",
    // Hindi.
    "सूअर", "बेकन", "पोर्क",
    // Arabic.
    "خنزير", "الخنزير", "بيكون", "البيكون", "لحم خنزير",
    // Greek.
    "χοιρινό", "χοιρινο", "μπέικον", "χοιρινή", "χοιρινη", "γουρούνι", "μπέηκον", "ζαμπόν",
    "ζαμπον", "λαρδί", "λαρδι", "λαρδί χοιρινό",
    // Polish.
    "wieprzowina", "wieprzowiną", "wieprzowy", "boczek", "boczku", "boczkiem", "szynka", "szynką",
    "wieprzowe", "z boczkiem", "okrasa z boczku", "kabanos", "kaszanka", "golonka", "schab",
    "karkówka", "żeberka", "smalcem",
    // Amharic.
    "አሳማ", "የአሳማ ሥጋ", "የአሳማ ስጋ",
    // English.
    "bacn", "bakon", "becon", "prosciuto", "proscuitto", "baccon", "proscuito",
    // Singapore and Malaysia: pork-lard croutons; a bacon-wrapped prune.
    "chee yau pok", "chu yau pok", "devils on horseback", "devil on horseback",
];
#[rustfmt::skip]
pub(crate) const FISH_SHORTHAND: &[&str] = &[
    // French and German diners' words: salmon, tuna, cod, fish stock,
    // anchovies.
    "saumon", "thon", "cabillaud", "morue", "fumet de poisson", "lachs", "thunfisch",
    "kabeljau", "fischbrühe", "fischbruhe", "sardelle", "sardellen",
    // German river and sea fish a menu names alone, and fish stock.
    "hering", "heringe", "matjes", "forelle", "forellen", "zander", "karpfen", "scholle",
    "seelachs", "makrele", "fischfond", "fischstäbchen", "dorsch", "schollen", "hecht",
    "saibling", "rotbarsch", "flussbarsch", "heilbutt", "steinbutt", "seeteufel", "aal",
    "räucheraal", "raucheraal", "bückling", "buckling", "sprotten",
    "fischsauce", "fischsoße", "fischsosse", "vissaus", "molho de peixe", "sauce de poisson",
    "salsa di pesce",
    "anchovie", "anchovey", "fishsauce", "hondashi", "hon dashi", "red boat", "myeolchi",
    // Bottled pad thai sauces are made with fish sauce.
    "maesri pad thai", "pad thai sauce",
    // A seafood the cook will not name ("soy, sugar, garlic and a little
    // something from the sea"), and one fermented, as fish sauce and shrimp
    // paste are ("amber drops, sun-fermented from the sea's smallest silver
    // treasures").
    "something from the sea", "something from the ocean", "fermented from the sea",
    "fermented from the sea's",
    // Provençal anchovy dip; Japanese noodle dipping sauces of bonito dashi.
    "anchoïade", "anchoiade", "anchoyade", "mentsuyu", "men-tsuyu", "men tsuyu", "tsuyu",
    "tentsuyu",
    "myulchi", "saltfish", "salt fish", "worchestershire", "worcestshire", "worchestshire",
    "worcester sauce", "worchester sauce", "lea & perrins", "lea and perrins", "🐟", "🐠", "🍣",
    "fish icon",
    "aekjeot", "ngapi", "nga pi", "hanakatsuo", "kezuribushi", "katsuo", "acciughe", "acciuga", "anchois", "d'anchois", "jeotgal",
    "alici", "bagna cauda", "bagna càuda", "taramosalata", "eomuk", "odeng", "ngari", "shutki", "shidol", "tuyo", "mắm nêm", "mam nem", "mắm cá", "mam ca",
    "bombay duck", "bombil", "hogfish", "goatfish", "red mullet",
    "鱼露", "鱼片", "鱼肉", "鱼汤", "鲣鱼", "柴鱼", "凤尾鱼",
    // A fish fillet or steak (the traditional "魚排" too).
    "鱼排",
    "shirasu", "chirimen", "kanikama", "dilis", "tinapa", "aransò", "aranso", "aransó", "selyodka", "seledka", "селёдка", "селедка", "сельдь", "рыба", "рыбный",
    "риба", "риби", "рибою", "рибу", "рибний", "рибним", "рыбы", "рыбой", "рыбу", "рыбном",
    // Korean.
    "생선", "물고기", "멸치", "멸치볶음", "멸치육수", "멸치 육수", "액젓", "젓갈", "참치", "연어", "어묵", "가쓰오부시", "까나리", "고등어", "오뎅", "가츠오부시", "가다랑어",
    "황태", "북어", "명태", "명란", "날치알", "장어", "코다리", "피시소스", "피쉬소스",
    // Japanese.
    "かつお", "カツオ", "鰹", "煮干し", "魚介", "魚醤", "ナンプラー", "アンチョビ", "ツナ", "サーモン", "鰹節", "かつお節", "かつおぶし",
    "かつお出汁", "かつおだし", "煮干", "にぼし", "いりこ", "ほんだし", "魚粉", "魚だし", "魚出汁", "マグロ", "まぐろ", "鮪", "鮭", "サバ",
    "鯖", "うなぎ", "ウナギ", "鰻", "しらす", "じゃこ", "明太子", "たらこ", "かまぼこ", "ちくわ", "はんぺん", "さつま揚げ",
    // Thai ("ปลาร้า", "ปลาแดก": Isan fermented fish, named whole so that a
    // denial's product ends where the word does).
    "ปลา", "น้ำปลา", "แซลมอน", "ไข่ปลา", "ปลาร้า", "น้ำปลาร้า", "ปลาแดก",
    // Vietnamese.
    "cá", "mắm", "chả cá", "cha ca", "ca com", "ca hoi", "ca ngu",
    // Tagalog.
    "isda", "sabaw ng isda", "daing", "tinapang isda", "bangus", "galunggong", "dilis na tuyo",
    // Hindi.
    "मछली", "फिश", "फिश सॉस",
    // Arabic.
    "سمك", "السمك", "بالسمك", "والسمك", "تونة", "التونة", "سمكة", "السمكة", "أسماك", "الأسماك",
    "اسماك", "الاسماك", "سلمون", "السلمون", "أنشوجة", "الأنشوجة", "انشوجة", "الانشوجة", "سردين",
    "السردين", "فسيخ", "الفسيخ", "رنجة", "الرنجة",
    // Nile tilapia, and tuna spelt with a final "ه".
    "بلطي", "تونه",
    // Greek.
    "ψάρι", "ψάρια", "αντζούγια", "ψαρι", "ψαρια", "τόνος", "τονος", "σολομός", "σολομος",
    "μπακαλιάρος", "μπακαλιαρος", "σαρδέλα", "σαρδελα", "ταραμάς", "ζωμός ψαριού", "ζωμό ψαριού",
    // Polish.
    "ryba", "rybą", "ryby", "rybny", "śledź", "łosoś", "tuńczyk", "sos rybny", "śledzie", "dorsz",
    // Amharic.
    "ዓሣ", "አሳ", "ዓሳ", "የዓሣ", "የአሳ", "አሣ",
    // Thai romanised.
    "nahm pla", "nampla", "nam plaa", "naam pla",
    // English.
    "anchovi", "fish suace", "ancovy", "anchovis", "fishstock", "fish stok",
    // West Africa's dried-fish pepper sauce, Malaysia's fish-paste otah,
    // South Africa's snoek.
    "shito", "otah", "otak-otak", "otak otak", "snoek",
];
#[rustfmt::skip]
pub(crate) const SHELLFISH_SHORTHAND: &[&str] = &[
    // Lee Kum Kee's Panda Brand is its oyster sauce.
    "panda brand",
    // French and German diners' words: shrimp (dried, in a curry paste),
    // shrimp paste, prawns, crab, lobster, mussels, oysters, squid.
    "crevette", "crevettes séchées", "crevettes sechees", "pâte de crevette",
    "pate de crevette", "crabe", "homard", "moule", "huître", "huitre", "calmar", "garnele",
    "garnelen", "krabbe", "miesmuschel", "tintenfisch",
    // German crabs and shrimps in the plural, and oyster sauce as German
    // menus spell it.
    "krabben", "nordseekrabben", "austernsoße", "austernsosse", "austernsauce", "austern",
    "auster",
    // German mussels and clams in the plural ("Muschelnudeln", shell
    // pasta, is one word of its own).
    "muscheln", "miesmuscheln", "venusmuscheln", "jakobsmuscheln", "hummer", "languste",
    "langusten", "kaisergranat",
    "saeujeot", "saewoojeot", "mae ploy curry", "mae ploy red curry", "mae ploy green curry",
    // Maesri's curry pastes are made with shrimp paste.
    "maesri curry", "maesri red curry", "maesri green curry", "maesri yellow curry",
    "maesri panang", "maesri massaman", "maesri kaeng som",
    "mae ploy yellow curry", "mae ploy panang", "mae ploy massaman", "oister", "oister sauce",
    "🍤", "🦐", "🦞", "🦀", "🦑", "🐙", "🦪", "shrimp icon", "prawn icon", "crab icon",
    "shellfish icon",
    "mắm tôm", "mam tom",
    "bajirak", "jogae", "goong haeng", "kung haeng", "ha mai", "camarão", "camarao", "camarão seco", "camarões", "camaroes", "guinamos", "alamang", "ho yau", "hou yau", "nam man hoi", "nam mun hoi",
    "蚝油", "虾米", "虾酱", "虾仁", "虾皮",
    // Dried scallop, abalone, squid, scallops, clams: Cantonese stocks and
    // congee bases are boiled with them.
    "瑶柱", "干贝", "鲍鱼", "鱿鱼", "扇贝", "带子", "蛤蜊", "蚬",
    "saeu", "hipon", "lanbi", "jhinga", "jhingha", "jhinga achaar", "креветки",
    // Korean.
    "새우", "오징어", "조개", "굴소스", "해물", "해산물", "문어", "낙지", "쭈꾸미", "주꾸미", "바지락", "홍합", "꽃게", "게살", "대게",
    "킹크랩", "랍스터", "전복", "관자", "가리비", "게장", "굴전", "굴국밥", "생굴",
    // Japanese.
    "海老", "エビ", "えび", "カニ", "オイスターソース", "蟹", "たこ焼き", "タコ焼き", "たこやき", "牡蠣", "あさり", "アサリ", "ホタテ",
    "ムール貝", "ロブスター", "ウニ",
    // Thai.
    "กุ้ง", "กะปิ", "หอย", "ปลาหมึก", "เนื้อปู", "ปูม้า", "ปูนิ่ม", "อาหารทะเล",
    // Vietnamese.
    "tôm", "cua", "mực", "hải sản", "tom kho", "mắm ruốc", "mam ruoc", "rieu cua", "ghẹ", "nghêu",
    "ngheu", "sò", "hến", "ốc", "bạch tuộc", "hai san",
    // Tagalog.
    "pusit", "tahong", "talaba", "alimango", "alimasag", "halaan", "sugpo", "hipon na tuyo",
    // Hindi.
    "झींगा", "झींगे", "केकड़ा", "सीफूड",
    // Arabic.
    "روبيان", "الروبيان", "جمبري", "الجمبري", "قريدس", "القريدس", "جمبرى", "الجمبرى", "سلطعون",
    "السلطعون", "كابوريا", "الكابوريا", "محار", "المحار", "حبار", "الحبار", "كاليماري",
    "الكاليماري", "أخطبوط", "الأخطبوط", "مأكولات بحرية", "ثمار البحر",
    // Greek.
    "γαρίδα", "γαρίδες", "καλαμάρι", "χταπόδι", "γαριδα", "γαριδες", "καλαμαρι", "χταποδι",
    "μύδια", "μυδια", "θαλασσινά", "θαλασσινα", "αστακός", "αστακος",
    // Polish.
    "krewetki", "krewetkami", "kalmar", "małże", "owoce morza",
    // English.
    "shirmp", "schrimp", "shrmp", "srimp",
    // Amharic.
    "ሽሪምፕ",
    // New Zealand's abalone.
    "pāua", "paua",
];
#[rustfmt::skip]
pub(crate) const DAIRY_SHORTHAND: &[&str] = &[
    "parmesean", "parmasean", "buter", "chz", "crm", "pep jack", "schmear", "shmear",
    // Cheese, milk and cream brands whose name alone, on a menu, is their
    // dairy product ("Kraft Singles", "a Babybel"); their plant lines say
    // so after the name (`TRAPS_EN`). Brands whose name is also a common
    // word or another food's ("Anchor", "President", "Kraft") are read
    // only where a diner says a plant product is one (`identity.rs`).
    "kraft singles", "kraft single", "kraft slices", "babybel", "laughing cow",
    "la vache qui rit", "dairylea", "sargento", "cathedral city", "galbani", "cravendale",
    "elmlea", "lactaid", "fairlife", "reddi-wip", "land o lakes", "land o'lakes",
    "organic valley",
    // Cream liqueurs.
    "baileys", "bailey's", "irish cream", "irish cream liqueur", "rumchata", "amarula",
    // South Asian buttermilk drinks.
    "chaas", "chhaas", "chaach", "chhach", "majjige",
    // Italian and French cooks' words ("burro" alone is also a Mexican
    // burrito, so only in phrases).
    "con burro", "al burro", "di burro", "nel burro", "burro e parmigiano", "contiene burro",
    "contengono burro", "contenente burro",
    "de la crème", "à la crème", "a la creme", "avec de la crème", "du beurre",
    // Kouign-amann is laminated with butter; kadhi is a yogurt curry; "alla
    // vodka" and "vodka sauce" are finished with cream; Swiss is a cheese
    // (Swiss chard and Swiss-style are traps).
    "kouign-amann", "kouign amann", "kadhi", "kadhi pakora", "alla vodka", "vodka sauce",
    // English toffee (a butter crunch) is butter cooked with sugar.
    "english toffee", "buttercrunch",
    // Russian, Hindi, Turkish and Somali words for sour cream, cream,
    // butter, white cheese and ghee; an Irish butter brand; Japanese milk
    // bread.
    "smetanoy", "smetanoi", "сметаной", "со сметаной", "balai", "taaza balai", "tereyağ",
    "tereyağı", "tereyağlı", "tereyag", "tereyagi", "tereyagli", "peynir", "peynirli",
    "beyaz peynir", "subag", "subaag", "kerrygold", "shokupan",
    "swiss",
    // Half-and-half by its kitchen abbreviation.
    "h&h", "h & h", "half-n-half",
    // German, Dutch and Portuguese diners' words ("Brioche-Bun mit Ei und
    // Butter", "een klodder boter", "o bolo leva mel").
    "boter", "roomboter", "leva mel", "com mel", "de mel", "mel de abelha",
    // "Swiss" alone is a word of many things; melted or sliced, cheese.
    "melted swiss", "sliced swiss", "with swiss", "and swiss", "topped with swiss",
    // German and Finnish.
    "käse", "bergkäse", "frischkäse", "käsespätzle", "kasespatzle", "sahne", "schlagsahne",
    "schmand", "joghurt", "naturjoghurt", "yaourt", "yaourts", "juusto", "juustoa", "juustolla", "maito", "maitoa", "kerma", "kermaa",
    "cool whip", "makhan", "makkhan", "fromage", "beurre", "gee", "🧀", "🥛", "🧈", "🍦", "🍨",
    "milk icon", "cheese icon", "dairy icon",
    "niter kibbeh", "nitir kibbeh", "kibe", "ayib", "samneh", "samna", "shanklish", "kashk", "laban", "jameed", "süzme", "suzme", "yoğurt", "manteiga", "cacio", "cacio e pepe", "half & half", "half n half", "2% milk", "steamed 2%", "king's hawaiian", "kings hawaiian", "martin's potato roll", "martins potato roll",
    "with nei", "in nei", "finished with nei", "topped with nei", "cooked in nei", "fried in nei", "roasted in nei", "tempered in nei", "drizzle of nei", "spoon of nei", "spoonful of nei", "dollop of nei", "nei roast", "nei dosa", "nei choru", "nei appam", "nei payasam", "loni", "mattha", "tesmi", "tesme", "leite", "queijo", "requeijão", "requeijao", "natas",
    "黄油", "牛奶", "奶酪", "芝士", "奶油",
    // Hebrew butter, cheese and parmesan, with attached prefixes.
    "חמאה", "בחמאה", "וחמאה", "החמאה", "גבינה", "בגבינה", "וגבינה", "פרמזן", "ופרמזן",
    "בפרמזן",
    "kesong puti", "keso", "bè", "kishk", "zibdeh", "zebda", "doodh", "сливочное масло", "сливочным маслом", "сливочный", "молоко", "сыр", "сметана", "творог", "vanilla shake", "chocolate shake", "strawberry shake", "thick shake", "frozen custard",
    // Ukrainian and Russian dairy in their cases.
    "сметаною", "сметани", "сметану", "сметаны", "молока", "молоком", "молоці",
    "вершкове масло", "вершковим маслом", "вершкового масла", "вершковому маслі", "вершки",
    "вершками", "сливочном масле", "сливочного масла", "сиром", "сиру", "сыром", "сыра",
    // Korean.
    "우유", "치즈", "버터", "크림", "요거트", "요구르트", "연유", "분유", "유제품", "모짜렐라", "모차렐라", "파마산", "파르메산",
    // Japanese.
    "牛乳", "ミルク", "チーズ", "バター", "クリーム", "ヨーグルト", "生クリーム", "練乳", "乳製品", "ホエイ", "モッツァレラ", "パルメザン",
    // Thai.
    "นม", "เนย", "ชีส", "ครีม", "โยเกิร์ต", "ผลิตภัณฑ์นม",
    // Vietnamese.
    "sữa", "phô mai", "pho mai", "sua tuoi", "sua dac", "sua bo", "sua chua", "pho mát", "pho mat",
    "kem tươi", "bơ lạt", "bơ mặn", "bơ tỏi", "bơ sữa", "bo toi", "bo lat",
    // Tagalog.
    "gatas", "mantikilya", "gatas ng baka", "gatas ng kalabaw", "kondensada", "evaporada",
    // Hindi.
    "घी", "मक्खन", "दूध", "दही", "पनीर", "मलाई", "खोया", "क्रीम", "रायता", "लस्सी", "मावा", "छाछ",
    "रबड़ी",
    // Arabic.
    "حليب", "الحليب", "بالحليب", "والحليب", "لبن", "اللبن", "باللبن", "واللبن", "زبدة", "الزبدة",
    "بالزبدة", "والزبدة", "سمن", "السمن", "بالسمن", "والسمن", "جبن", "الجبن", "بالجبن", "والجبن",
    "جبنة", "الجبنة", "بالجبنة", "والجبنة", "زبادي", "الزبادي", "قشطة", "القشطة", "كريمة",
    "الكريمة", "لبنة", "اللبنة", "زبده", "الزبده", "جبنه", "الجبنه", "أجبان", "الأجبان", "اجبان",
    "الاجبان", "قشدة", "القشدة", "حلوم", "الحلوم", "عكاوي", "العكاوي", "جميد", "الجميد", "مهلبية",
    "المهلبية", "رائب", "الرائب", "آيس كريم", "ايس كريم",
    // Egyptian and Sudanese ghee ("سمنة"), Sudanese and Iraqi yogurt
    // ("روب"), cream spelt with a final "ه", mozzarella.
    "سمنة", "سمنه", "روب", "قشطه", "قشده", "موزاريلا", "موتزاريلا",
    // Greek.
    "γάλα", "γαλα", "βούτυρο", "βουτυρο", "τυρί", "τυρι", "φέτα", "φετα", "γιαούρτι",
    "κρέμα γάλακτος", "τζατζίκι", "τυροκαυτερή", "γραβιέρα", "κασέρι", "βούτυρο γάλακτος",
    "γιαουρτι", "κρεμα γαλακτος", "μυζήθρα", "ανθότυρο", "κεφαλοτύρι", "χαλούμι", "τζατζικι",
    "χτυπητή", "κοπανιστή", "μπεσαμέλ", "παρμεζάνα", "μοτσαρέλα",
    // Polish.
    "mleko", "mlekiem", "masło", "maslo", "masłem", "twaróg", "twarog", "twarogiem", "śmietana",
    "smietana", "śmietaną", "jogurt", "serem", "maśle", "ser żółty", "żółty ser", "zolty ser",
    "ser zolty", "biały ser", "bialy ser", "serek", "śmietanka", "maślanka", "oscypek", "bryndza",
    // Amharic.
    "ቅቤ", "በቅቤ", "ወተት", "አይብ", "እርጎ", "ንጥር ቅቤ", "የቅቤ", "ከቅቤ", "በወተት", "የወተት",
    // English.
    "chese", "chesse", "mozarella", "mozzerella", "mozerella", "mozzarela", "parmasan",
    "parmesian", "buttter", "sour cram", "sourcream", "creamcheese", "ricota", "marscapone",
    "mascapone", "yougurt", "tirokafteri", "htipiti", "ktipiti", "kopanisti", "saganaki",
    "cheeese", "chedar", "mozzeralla", "mozzarrella", "mozarela", "mozerela", "mozzerela",
    "parmazan", "parmisan", "parmigano", "buttr", "sour crem", "cream chese", "cream chesse",
    "riccota", "marscarpone", "yogert", "yougert", "provalone", "provelone", "tyrokafteri",
    "chtipiti", "anthotyro", "myzithra",
    // Kosher dairy marks on an ingredient ("Guittard chips (OU-D)", "OK-D",
    // "Star-D"): dairy ingredients or dairy equipment, unsaid which. (Written
    // with a space, which also matches the hyphen, so that the closed-up
    // "oud" stays a word of its own; "OU-DE", dairy equipment only, does
    // not end after the "D".)
    "ou d", "ok d", "star d", "ou dairy", "ok dairy",
    // A creamer and cheese slices by their trade names: Coffee-mate is
    // whitened with sodium caseinate; "American slices" and "American
    // singles" are processed cheese (GO Veggie's "lactose-free American
    // slices" hold casein).
    "coffee-mate", "american slice", "american single",
    // Fage is a strained Greek yogurt named by its brand alone.
    "fage",
    // Sweets and drinks whose name is their butter or milk: fudge,
    // Werther's caramels, a Snickers bar; a White Russian (cream), a
    // chocolate malted (malted milk and ice cream), Horlicks, Ovaltine and
    // Milo (milk solids), Yakult (fermented milk); Buitoni's pesto (cheese).
    "fudge", "werther's", "werthers", "snickers", "white russian",
    "chocolate malted", "vanilla malted", "malted milk", "malted shake", "horlicks", "ovaltine",
    "hot milo", "iced milo", "milo dinosaur", "yakult", "buitoni",
    // Southern Africa's fermented milk; menu copy for cream and butter
    // ("cow-kissed richness", "a blessing from the churn", parmesan as "aged
    // Italian").
    "amasi", "maas", "cow-kissed", "from the churn", "aged italian",
    // Yogurt drinks of Turkey and Iran, Turkey's yogurt dip, and the Swiss
    // half-and-half cheese fondue.
    "ayran", "doogh", "dugh", "cacık", "cacik", "moitié-moitié", "moitie-moitie",
    // French cream with its accent (the plain "creme" is in the lexicon),
    // and Italian butter in its cooks' phrases.
    "crème", "crèmes", "crême", "burro e salvia", "burro salvia", "burro fuso",
    "burro nocciola", "burro chiarificato", "burro salato",
];
#[rustfmt::skip]
pub(crate) const EGG_SHORTHAND: &[&str] = &[
    "mit ei", "ei und", "und ei", "met ei",
    "oeuf", "œuf", "oeufs", "œufs", "🥚", "🍳", "egg icon",
    // Kewpie is an egg-yolk mayonnaise; Miracle Whip is a dressing made
    // with eggs.
    "kewpie", "kewpie mayo", "kewpie mayonnaise", "miracle whip",
    // Hellmann's (Best Foods in the West) by its name alone is its egg
    // mayonnaise; its vegan one says so ("Hellmann's Vegan", a trap).
    "hellmann's", "hellmanns", "best foods mayo", "best foods mayonnaise",
    "avgolemono",
    "ovo", "ovos", "eier", "jajko", "jajkiem", "jaja",
    // German fried and scrambled eggs and yolk. ("Eiweiß" is as often
    // protein, "pflanzliches Eiweiß", as egg white: left out.)
    "spiegelei", "spiegeleier", "rührei", "ruhrei", "ruehrei", "eigelb", "eidotter",
    "鸡蛋", "蛋黄", "蛋清", "蛋液", "蛋汁",
    // Hebrew egg and eggs, with attached prefixes.
    "ביצה", "ביצים", "בביצה", "וביצה", "הביצה", "ציפוי ביצה", "בריוש",
    "gyeranmari", "gyeran", "itlog", "itlog na maalat", "fried anda", "boiled anda", "anda bhurji", "anda curry", "anda masala", "anda paratha", "anda roll", "anda fry", "with anda", "enkulal", "enqulal", "yaytsa", "яйцо", "яйца", "royal icing",
    "яйце", "яйця", "яйцем", "яєць", "яйцями", "яйцами", "яиц", "яйцом",
    // Korean.
    "계란", "달걀", "노른자", "마요네즈", "흰자", "지단",
    // Japanese.
    "卵", "たまご", "玉子", "マヨネーズ", "タマゴ", "目玉焼き", "味玉", "温玉", "茶碗蒸し", "親子丼",
    // Thai.
    "ไข่", "มายองเนส",
    // Vietnamese: a hen's, duck's or quail's egg is named with the bird
    // ("trứng gà"), which is no chicken meat.
    "trứng gà", "trứng vịt", "trứng cút", "trứng", "ốp la", "trung ga", "op la", "trung vit", "trung op la", "trung chien", "trung muoi",
    "hột gà", "hột vịt", "hot ga", "hot vit", "lòng đỏ", "sốt mayonnaise",
    // Hindi.
    "अंडा", "अंडे", "आमलेट", "ऑमलेट", "अण्डा", "अण्डे",
    // Arabic.
    "بيض", "البيض", "بالبيض", "والبيض", "بيضة", "البيضة", "مايونيز", "المايونيز", "عجة", "العجة",
    "صفار البيض", "بيضه",
    // Greek.
    "αυγό", "αυγά", "αυγο", "αυγα", "αβγό", "αβγά", "ομελέτα", "μαγιονέζα", "κρόκος αυγού",
    // Polish.
    "jajka", "jajek", "jaj", "jajecznica", "majonez", "żółtko",
    // Amharic.
    "እንቁላል", "በእንቁላል", "የእንቁላል", "ዕንቁላል",
    // English.
    "mayonase", "mayonaisse", "mayonnaisse", "mayonnase",
    // Tagalog.
    "itlog na pula", "pritong itlog", "nilagang itlog", "tortang itlog", "itlog ng pugo",
    "pula ng itlog",
    // A fried egg by its cooking ("a trembling sunny-side jewel").
    "sunny-side", "sunny side up", "over easy",
    // Italian egg and egg pasta; angel food cake is egg whites; Louie and
    // bang bang sauces are mayonnaise.
    "uovo", "uova", "all'uovo", "all’uovo", "all uovo",
    "louie dressing", "louis dressing", "house louie", "bang bang sauce", "bang-bang sauce",
];
#[rustfmt::skip]
pub(crate) const DAIRY_EGG_SHORTHAND: &[&str] = &[
    "hidden valley", "pastel de nata", "pastéis de nata", "pasteis de nata",
    // Bakes and bar batters named for a dough or batter of butter and egg.
    "snickerdoodle", "tom & jerry batter", "tom and jerry batter", "eggnog", "egg nog",
    // The blood-orange hollandaise.
    "maltaise", "sauce maltaise",
];
#[rustfmt::skip]
pub(crate) const HONEY_SHORTHAND: &[&str] = &[
    "honney", "hunny", "honny", "hives", "beehive", "beehives", "apiary", "🍯", "🐝", "bee icon",
    "honey icon",
    "蜂蜜",
    "manuka", "jun", "house jun", "jun kombucha", "jun tea", "medovik", "медовик", "мёд", "мед",
    // Korean.
    "벌꿀", "허니", "꿀소스", "꿀 소스", "꿀드레싱", "꿀 드레싱", "꿀물", "프로폴리스", "로열젤리", "꿀을", "꿀이", "꿀과", "꿀로",
    "꿀에", "꿀버터",
    // Japanese.
    "はちみつ", "ハチミツ",
    // Thai.
    "น้ำผึ้ง",
    // Vietnamese.
    "mật ong", "mat ong",
    // Tagalog.
    "pulot-pukyutan", "pulot ng pukyutan", "pulot pukyutan",
    // Hindi.
    "शहद",
    // Arabic.
    "عسل", "العسل", "بالعسل", "والعسل", "عسل النحل", "بعسل", "وعسل",
    // Greek.
    "μέλι", "μελι",
    // Polish.
    "miód", "miod", "miodem",
    // Amharic.
    "ማር", "በማር", "የማር", "ጠጅ",
    // Honey by its comb or its makers' work ("straight from the comb",
    // "what our neighbour's bees worked all summer to make").
    "from the comb", "bees worked",
];

// Bakes and puddings named by their own names, whose classic recipe holds
// butter, milk or egg. Dish forms: under a vegan label on the dish's own
// name ("Chocolate Babka - vegan") the plant version; in the description
// of a labelled dish ("fruit cup, a pain au chocolat") the classic; a
// denial in the same text clears what it names ("shortbread (no butter)").

/// Laminated or shortened with butter, or cooked in milk.
#[rustfmt::skip]
pub(crate) const BAKES_DAIRY: &[&str] = &[
    "pain au chocolat", "pains au chocolat", "shortbread", "butter cake", "rice pudding",
    "rice puddings",
];

/// Doughs and batters of butter or milk and egg: pound cake, gougères,
/// popovers, panettone, babka, chipa, frangipane, Danish pastries and bear
/// claws.
#[rustfmt::skip]
pub(crate) const BAKES_DAIRY_EGG: &[&str] = &[
    "pound cake", "gougère", "gougères", "gougere", "gougeres", "popover", "popovers",
    "panettone", "babka", "chipa", "chipas", "chipa guasu", "frangipane", "danish pastry",
    "danish pastries", "apricot danish", "cherry danish", "almond danish", "raspberry danish",
    "blueberry danish", "prune danish", "cheese danish", "a danish", "bear claw", "bear claws",
];

/// Beaten egg white.
#[rustfmt::skip]
pub(crate) const BAKES_EGG: &[&str] = &["angel food cake", "angel food"];

/// Dishes named by their own names whose classic recipe is stewed with
/// pork: charro beans (bacon, chorizo or ham). Dish forms, like the bakes.
#[rustfmt::skip]
pub(crate) const STEWS_PORK: &[&str] = &["frijoles charros", "frijoles charro", "charro beans"];

/// Noodle soups named by their own names whose classic broth or curry
/// paste holds meat and fish: khao soi (chicken, fish sauce). Dish forms,
/// like the bakes.
#[rustfmt::skip]
pub(crate) const SOUPS_MEAT_FISH: &[&str] = &["khao soi", "khao soy"];

/// Noodle soups whose classic paste and stock hold shrimp and fish:
/// laksa (belacan, dried shrimp, prawn stock).
#[rustfmt::skip]
pub(crate) const SOUPS_SHELLFISH: &[&str] = &["laksa", "laksas"];

/// Buns named for their filling of barbecued pork.
#[rustfmt::skip]
pub(crate) const BUNS_PORK: &[&str] = &[
    "char siu bao", "char siu baos", "cha siu bao", "char siu bun", "char siu buns", "charsiu bao",
    "cha siu bau",
];

/// Meat in Spanish.
#[rustfmt::skip]
pub(crate) const MEAT_ES: &[&str] = &[
    "res", "carne molida", "carne picada", "carne seca", "carne asada", "arrachera", "bistec",
    "bistek", "bisteck", "solomillo", "lomo", "lomo saltado", "chuleta", "costilla", "picaña",
    "entraña", "churrasco", "parrillada", "milanesa", "albóndiga", "albondiga", "picadillo",
    "cecina", "tasajo", "machaca", "ropa vieja", "vaca frita", "vaca", "buey", "becerro",
    "ternera", "ternero", "cordero", "borrego", "carnero", "cabrito", "chivo", "conejo", "liebre",
    "venado", "jabalí", "jabali", "pollo", "gallina", "pechuga", "muslo", "alitas", "pavo", "pato",
    "ganso", "codorniz", "codornices", "pichón", "pichon", "faisán", "faisan", "consomé",
    "consome", "caldo de hueso", "caldo de huesos",
    // Meat stocks by their meat: "sin caldo de pollo" must deny the
    // stock, not stop at "caldo" short of "pollo".
    "caldo de pollo", "caldo de res", "caldo de gallina", "caldo de carne", "caldo de pavo",
    "caldo de guajolote", "caldo de cerdo", "consomé de pollo", "consome de pollo",
    "consomé de res", "consome de res", "caldo de ternera", "caldo de ave", "caldo de cordero",
    "fondo de ternera", "fondo de carne", "fondo de ave", "fondo oscuro",
    "caldo de olla",
    // The same in the plural, as a kitchen says what it never uses ("sin
    // caldos de carne"): the denial reaches the stocks whole.
    "caldos de pollo", "caldos de res", "caldos de gallina", "caldos de carne", "caldos de pavo",
    "caldos de cerdo", "caldos de ternera", "caldos de ave", "caldos de cordero",
    "caldos de hueso", "caldos de huesos", "fondos de carne", "fondos de ave",
    // Cuts and seasonings named by their animal: "sin pata de res", "sin
    // sazón de pollo" must deny them whole.
    "pata de res", "patas de res", "pata de vaca", "patas de vaca", "sazón de pollo",
    "sazon de pollo", "sazón de res", "sazon de res", "hígado", "higado", "riñón", "riñones",
    "rinon", "sesos", "criadillas", "molleja", "tripa", "tripita", "mondongo", "menudo", "pancita",
    "callos", "librillo", "cachete", "trompa", "buche", "tuétano", "tuetano", "chinchulines",
    "anticuchos", "tacos de cabeza", "suadero", "escamoles", "chapulines", "chapulín", "chapulin",
    "gusanos de maguey", "sal de gusano", "sal de gusanito", "worm salt", "chinicuiles", "jumiles", "hormigas chicatanas", "ancas de rana", "carne",
    "carnes frías", "carnes frias", "fiambre", "embutido", "entrana", "picana",
];

/// Pork in Spanish (always also meat).
#[rustfmt::skip]
pub(crate) const PORK_ES: &[&str] = &[
    "cerdo", "puerco", "pata de cerdo", "patas de cerdo", "pata de puerco", "patas de puerco",
    "lechón", "lechon", "cochinita", "pernil", "tocino", "tocineta", "panceta",
    "beicon", "jamón", "jamon", "lacón", "lacon", "chistorra", "salchichón", "salchichon",
    "salchicha", "longaniza", "butifarra", "morcilla", "moronga", "morcón", "morcon", "mortadela",
    "manteca", "chicharrón", "cueritos", "pastor", "chilorio", "cerdo pibil",
    // Ham-bone broth; the puchero and cocido, stews boiled with beef, hen,
    // chorizo and pork belly, and their broth, which soups and stews are
    // made on; the pringá, the stew's meats shredded.
    "caldo de jamón", "caldo de jamon", "hueso de jamón", "hueso de jamon", "puchero",
    "pucheros", "caldo de puchero", "caldo del puchero", "caldito de puchero",
    "caldito del puchero", "caldo de cocido", "caldo del cocido", "caldito del cocido",
    "puchero broth", "cocido broth", "pringá", "pringa",
];

/// Fish in Spanish.
#[rustfmt::skip]
pub(crate) const FISH_ES: &[&str] = &[
    "pescado", "caldo de pescado", "caldos de pescado", "atún", "atun", "salmón", "bacalao", "trucha", "robalo", "róbalo", "huachinango",
    "pargo", "mojarra", "lenguado", "merluza", "mero", "corvina", "jurel", "sardina", "anchoa",
    "boquerón", "boqueron", "caballa", "arenque", "anguila", "angulas", "rodaballo", "besugo",
    "lubina", "salmonete", "pez espada", "marlín", "cazón", "cazon", "tiburón", "tiburon", "hueva",
    "salsa inglesa", "cola de pescado", "tiradito", "leche de tigre", "pámpano", "pampano",
    "cabrilla",
];

/// Shellfish in Spanish.
#[rustfmt::skip]
pub(crate) const SHELLFISH_ES: &[&str] = &[
    "camarón", "camaron", "caldo de camarón", "caldo de camaron", "caldo de mariscos", "gamba", "langostino", "langosta", "bogavante", "cigala", "cangrejo",
    "jaiba", "centolla", "nécora", "necora", "almeja", "mejillón", "mejillon", "ostión", "ostion",
    "ostra", "vieira", "callo de hacha", "percebe", "berberecho", "caracol", "erizo de mar",
    "pepino de mar", "marisco", "pulpo", "calamar", "chipirón", "chipiron", "sepia", "jibia",
    // The allergen tables' names of the classes.
    "crustáceo", "crustaceo", "crustáceos", "crustaceos", "molusco", "moluscos",
];

/// Dairy in Spanish.
#[rustfmt::skip]
pub(crate) const DAIRY_ES: &[&str] = &[
    "leche", "lácteo", "lacteo", "nata", "mantequilla", "mantequilla clarificada", "cuajada",
    "jocoque", "yogur", "yogurt griego", "kéfir", "suero", "lactosuero", "lactosa", "caseína",
    "caseina", "caseinato", "helado", "malteada", "capuchino", "cajeta", "gratinado", "gratinada",
    "crema", "cotija", "quesillo", "asadero", "requesón", "requeson", "manchego", "media crema",
    "enchiladas suizas",
];

/// Egg in Spanish.
#[rustfmt::skip]
pub(crate) const EGG_ES: &[&str] = &[
    "huevo", "yema", "mayonesa", "merengue", "alioli", "allioli", "tortilla española",
    "tortilla espanola", "tortilla de patatas", "tortilla de papas", "capeado", "capeada",
];

/// Egg and dairy together, in Spanish.
#[rustfmt::skip]
pub(crate) const DAIRY_EGG_ES: &[&str] = &[
    "natilla", "crema catalana", "jericalla", "rompope", "tres leches",
];

/// Honey and bee products in Spanish.
#[rustfmt::skip]
pub(crate) const HONEY_ES: &[&str] = &[
    "miel", "jalea real", "propóleo", "propoleo", "polen de abeja", "cera de abeja",
    "cera de abejas", "hidromiel",
];

/// Gelatin and other animal products in Spanish.
#[rustfmt::skip]
pub(crate) const OTHER_ANIMAL_ES: &[&str] = &[
    "gelatina", "grenetina", "colágeno", "colageno", "carmín", "cochinilla", "goma laca",
    "carbón de hueso", "cuajo", "carmin",
];

/// Spanish plant milks, creams and butters: whole phrases whose animal word
/// ("leche", "crema", "queso") is not an animal product.
#[rustfmt::skip]
pub(crate) const PLANT_BASES_ES: &[&str] = &[
    "leche de coco", "leche de avena", "leche de soya", "leche de soja", "leche de arroz",
    "leche de cáñamo", "leche de canamo", "leche de chufa", "leche vegetal", "crema de coco",
    "crema vegetal", "yogur de coco", "yogur de soya", "yogur de soja", "yogur de avena",
    "yogur vegetal", "nata de coco", "nata vegetal", "queso vegetal", "manteca vegetal",
    "manteca de cacao", "manteca de karité", "manteca de karite", "mantequilla de cacao",
];

/// French plant milks, creams and cheeses: whole phrases whose animal word
/// ("lait", "crème", "fromage") is not an animal product.
#[rustfmt::skip]
pub(crate) const PLANT_BASES_FR: &[&str] = &[
    "crème d'avoine", "creme d'avoine", "crème de soja", "creme de soja", "crème de coco",
    "creme de coco", "lait d'avoine", "lait de soja", "lait de coco", "lait de riz",
    "fromage végétal", "fromage vegetal", "beurre végétal", "beurre vegetal",
    "bouillon de légumes", "bouillon de legumes", "bouillon végétal", "bouillon vegetal",
];

/// Italian plant milks, creams and cheeses: whole phrases whose animal
/// word ("latte", "panna", "mozzarella") is not an animal product.
#[rustfmt::skip]
pub(crate) const PLANT_BASES_IT: &[&str] = &[
    "latte di soia", "latte d'avena", "latte di avena", "latte di riso", "latte di cocco",
    "panna di soia", "panna di cocco", "panna vegetale", "formaggio vegetale",
    "burro vegetale", "brodo vegetale", "brodo di verdure",
];

/// Italian nut milks and cheeses: plant products that keep their tree-nut
/// allergen ("mozzarella di anacardi", cashew mozzarella).
#[rustfmt::skip]
pub(crate) const NUT_BASES_IT: &[&str] = &[
    "mozzarella di anacardi", "formaggio di anacardi", "crema di anacardi", "latte di anacardi",
    "ricotta di anacardi", "latte di mandorla", "latte di mandorle", "ricotta di mandorle",
    "mozzarella di mandorle", "latte di nocciola", "latte di nocciole",
];

/// Portuguese plant milks, cheeses and butters: whole phrases whose animal
/// word ("leite", "queijo", "manteiga") is not an animal product.
#[rustfmt::skip]
pub(crate) const PLANT_BASES_PT: &[&str] = &[
    "leite de coco", "leite de aveia", "leite de soja", "leite de arroz", "leite vegetal",
    "queijo vegano", "queijo vegetal", "manteiga vegetal", "manteiga vegana",
];
/// Portuguese nut milks and cheeses and peanut butter: plant products that
/// keep their allergen.
#[rustfmt::skip]
pub(crate) const NUT_BASES_PT: &[&str] = &[
    "leite de amêndoa", "leite de amendoa", "leite de castanha", "queijo de castanha",
    "queijo de caju", "manteiga de amêndoa", "manteiga de amendoa",
];
#[rustfmt::skip]
pub(crate) const PEANUT_PT: &[&str] = &["manteiga de amendoim"];

/// French nut milks and cheeses: plant products that keep their tree-nut
/// allergen.
#[rustfmt::skip]
pub(crate) const NUT_BASES_FR: &[&str] = &[
    "fromage de cajou",
    // Québec's cashew cheese curds ("fromage en grains de cajou").
    "fromage en grains de cajou", "fromage en grain de cajou", "fromage de noix de cajou",
    "crème de cajou",
    "creme de cajou",
    "lait d'amande",
    "lait de cajou",
];

/// Spanish nut milks, cheeses and butters: plant products that keep their
/// tree-nut allergen.
#[rustfmt::skip]
pub(crate) const NUT_BASES_ES: &[&str] = &[
    "leche de almendra", "leche de almendras", "leche de anacardo", "leche de marañón",
    "leche de nuez", "leche de avellana", "queso de anacardo", "queso de almendra",
    "queso de marañón", "crema de anacardo", "crema de almendra", "mantequilla de almendra",
    "mantequilla de almendras", "crema de nuez", "queso de nuez", "quesillo de anacardo",
    "crema de marañón", "crema de maranon", "queso de maranon", "leche de maranon",
];

/// Spanish peanut butters: plant products that keep their peanut allergen.
#[rustfmt::skip]
pub(crate) const PEANUT_ES: &[&str] = &[
    "crema de cacahuate", "crema de cacahuete", "crema de maní", "crema de mani",
    "mantequilla de maní", "mantequilla de mani", "mantequilla de cacahuate",
    "mantequilla de cacahuete", "manteca de cacahuate", "manteca de maní",
];

/// Plant milks, cheeses and butters of other languages that name a nut
/// (almond milk): plant food that keeps its allergen.
#[rustfmt::skip]
pub(crate) const NUT_BASES_OTHER: &[&str] = &[
    "아몬드 우유", "アーモンドミルク", "นมอัลมอนด์", "sữa hạt", "حليب اللوز", "γάλα αμυγδάλου",
    "mleko migdałowe", "बादाम का दूध", "아몬드우유", "아몬드 밀크", "캐슈 치즈", "カシューミルク", "カシューチーズ",
    "カシュークリーム", "アーモンドバター", "sữa hạnh nhân", "sua hat", "حليب لوز", "بحليب اللوز", "زبدة اللوز",
    "γαλα αμυγδαλου", "mleko migdalowe", "masło migdałowe", "बादाम दूध", "काजू पनीर", "काजू क्रीम",
    "काजू का दूध",
    // Vegan poutine's cheese curds.
    "cashew curd", "cashew curds", "almond curd",
];

/// Peanut butter in other languages: plant food that keeps its allergen.
#[rustfmt::skip]
pub(crate) const PEANUT_OTHER: &[&str] = &[
    "땅콩버터", "ピーナッツバター", "เนยถั่ว", "زبدة الفول السوداني", "masło orzechowe", "땅콩 버터", "ピーナツバター",
    "bơ đậu phộng", "bo dau phong", "bơ lạc", "زبدة فول سوداني", "φυστικοβούτυρο",
    "φυστικοβουτυρο", "maslo orzechowe", "मूंगफली का मक्खन",
    // French and Québécois peanut butter.
    "beurre de cacahuète", "beurre de cacahuete", "beurre de cacahouète",
    "beurre de cacahouete", "beurre d'arachide", "beurre d’arachide",
];

/// Spanish plant proteins named for the meat they replace.
#[rustfmt::skip]
pub(crate) const PLANT_PROTEIN_ES: &[&str] = &[
    "carne de soya", "carne de soja", "carne vegetal", "chorizo de soya", "chorizo de soja",
    "chorizo vegetal", "picadillo de soya", "milanesa de soya", "milanesa de soja",
    "soya texturizada", "chouriço vegetal", "chourico vegetal", "smalec z fasoli",
];

/// Spanish "vegan X": the adjective follows the noun, so the English
/// "vegan" qualifier cannot reach it.
#[rustfmt::skip]
pub(crate) const IMITATIONS_ES: &[&str] = &[
    "queso vegano", "quesos veganos", "leche vegana", "crema vegana", "mantequilla vegana",
    "mayonesa vegana", "huevo vegano", "chorizo vegano", "carne vegana", "pollo vegano",
    "jamón vegano", "jamon vegano", "atún vegano", "atun vegano", "yogur vegano", "helado vegano",
    "miel vegana",
];

/// Words that say an offering was withdrawn ("as of September 1st our
/// vegan menu has been discontinued"). Read as a dismissal: in a sentence
/// about vegan food that names no animal product, the vegan food the
/// record shows from before may be gone, so it supports nothing ("we
/// discontinued the butter" withdraws the butter, not the vegan food).
#[rustfmt::skip]
pub(crate) const WITHDRAWALS_EN: &[&str] = &[
    "discontinued", "discontinue", "discontinuing", "taken off the menu", "removed from the menu",
    "dropped from the menu", "no longer available", "no longer offered",
    "no longer on the menu", "no longer on our menu",
];

/// Broths named by what they are made of: one named with a plant
/// ("mushroom-chile consomé", "mushroom & guajillo consomé") is read as that
/// plant's version, the way "Mushroom Bulgogi" is a style. A meat word in
/// the name ("beef & mushroom consommé") is read on its own.
pub(crate) const BROTHS_NAMED_BY_BASE: &[&str] = &["consommé", "consomme", "consomé", "consome"];

// Words that name an animal product only where they stand alone as an
// item of a menu's list, between commas or after an allergen heading
// (`Shape::ListItem`): Italian "burro" (butter; alone elsewhere it may be
// a burrito), "Philadelphia" (the cream cheese brand, also a city), Dari
// "mast" (yogurt; also a ship's mast), and
// the one-character names of Japanese and Chinese allergen lists
// ("アレルゲン: 乳、小麦": milk), which inside a longer word name other food
// ("豆乳" soy milk, "鱼香" fish-fragrant).

/// Dairy as a list item.
#[rustfmt::skip]
pub(crate) const LIST_ITEM_DAIRY: &[&str] = &["burro", "philadelphia", "mast", "乳", "奶"];

/// Egg as a list item.
pub(crate) const LIST_ITEM_EGG: &[&str] = &["蛋"];

/// Fish as a list item.
pub(crate) const LIST_ITEM_FISH: &[&str] = &["魚", "鱼"];

/// Shellfish as a list item.
pub(crate) const LIST_ITEM_SHELLFISH: &[&str] = &["虾", "蝦", "かに"];

/// Spanish look-alikes: contain an animal word, name something else.
#[rustfmt::skip]
pub(crate) const TRAPS_ES: &[&str] = &[
    "miel de agave", "miel de maple", "miel de arce", "miel de caña", "miel de cana",
    "miel de palma", "miel de maíz", "miel de maiz", "luna de miel", "chicharrón de harina",
    "chicharron de harina", "chicharrones de harina", "a menudo", "agua de jamaica",
    "flor de jamaica", "gelatina vegetal", "gelatina de agar", "helado de agua", "atún de sandía",
    "atun de sandia", "repollo", "milanesa de berenjena",
];

// Round 35's kitchens (Danish, Swedish and Norwegian; Georgian and
// Ukrainian; Afghan and Uzbek; Greek and Turkish; Portuguese; Sri Lankan
// and West African fish seasonings; the British roast). Common culinary
// fact of the kind the national-cuisine and cheese articles of Wikipedia
// hold, as the lists above. Words are listed with and without their
// diacritics, except where the plain form is another word (`DIACRITIC_ONLY`
// in the tests: "flask", "s'mores"); a short word that is also an everyday
// word goes in only inside phrases that place it on a plate ("smoked lori",
// not the name Lori; "with chaka", not Chaka Khan); Dari "mast" (yogurt),
// a ship's mast and a chocolate brand, goes in only in its dishes'
// names ("mast-o-khiar") and as an item of a menu's list
// (`LIST_ITEM_DAIRY`).

/// Meat in these kitchens' words.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS: &[&str] = &[
    // Swedish, Danish and Norwegian: meat, minced meat, beef, sausage,
    // reindeer, lamb, cured meats, beef stew, meat cakes.
    "kött", "köttfärs", "kottfars", "kød", "oksekød", "oksekod", "kjøtt", "kjott", "kjøttdeig",
    "kjottdeig", "kjøttkaker", "kjottkaker", "pølse", "polse", "pølser", "polser", "korv",
    "falukorv", "prinskorv", "grillkorv", "renskav", "lammkött", "lammkott", "pinnekjøtt",
    "pinnekjott", "fenalår", "fenalar", "spekemat", "kalops",
    // Georgian: beef soup, lamb and veal stews, skewers, meat-filled bread,
    // sausage; Ukrainian sausage and meat jelly.
    "kharcho", "chakapuli", "chanakhi", "mtsvadi", "kubdari", "chashushuli", "kupati",
    "kovbasa", "kholodets", "holodets",
    // Afghan, Uzbek and Russian: sheep's-tail fat; Central Asian meat soup.
    "dumba", "dumbah", "kurdyuk", "kurdiuk", "курдюк", "shurpa", "shorpa", "shurva", "shorpo",
    // Greek: chicken soup, chicken, meat, minced meat, lamb and offal dishes.
    "kotósoupa", "kotosoupa", "kotopoulosoupa", "κοτόσουπα", "κοτοσουπα", "kotópoulo",
    "kotopoulo", "kreas", "kima", "kimá", "kimas", "kimás", "kleftiko", "soutzoukakia",
    "soutsoukakia", "kokoretsi", "magiritsa", "paidakia",
    // Turkish: "with meat", minced meat, meat and lamb stock, fried and
    // cured beef, tripe, offal, and flatbread with minced meat.
    "etli", "kıyma", "kiyma", "kıymalı", "kiymali", "et suyu", "kuzu eti", "dana eti",
    "kavurma", "pastırma", "pastirma", "işkembe", "iskembe", "kokoreç", "kokorec", "tantuni",
    "lahmacun", "lahmajun", "lahmajoun", "lahmadjoun", "lahm bi ajeen", "lahm bi ajin",
    // Portuguese sausage of poultry and bread.
    "alheira",
    // Britain's best-known shredded beef suet, by its brand ("Atora
    // Vegetable" is a trap).
    "atora",
];

/// Pork (always also meat) in these kitchens' words.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS: &[&str] = &[
    // Swedish, Danish and Norwegian: pork, pork belly and knuckle, roast
    // pork, crackling, ham, liver pâté, rolled pork, pork sausages and
    // meatballs.
    "fläsk", "flæsk", "flesk", "sidfläsk", "sidflask", "fläsklägg", "flasklagg", "fläskkött",
    "flaskkott", "fläskfilé", "flaskfile", "fläskkarré", "flaskkarre", "flæskesteg",
    "flaeskesteg", "flæskesvær", "flaeskesvaer", "svinekød", "svinekod", "ribbe", "skinka",
    "julskinka", "skinke", "leverpostej", "leverpastej", "leverpostei", "rullepølse",
    "rullepolse", "medisterpølse", "medisterpolse", "medister", "isterband", "frikadeller",
    "frikadelle",
    // Georgian smoked pork (Racha ham), and the Racha bean bread made with it.
    "smoked lori", "rachuli lori", "racha lori", "lori ham", "racha ham", "rachuli ham",
    "rachuli lobiani", "lobiani rachuli", "racha-style lobiani", "ojakhuri",
    // Portuguese: cured ham, suckling pig, pork sandwiches and chunks,
    // sausages of pork fat and of blood, pork ribs.
    "presunto", "leitão", "leitao", "bifana", "rojões", "rojoes", "farinheira", "morcela",
    "chouriça", "chourica", "entrecosto",
    // British pork sausages.
    "chipolata",
];

/// Fish and fish roe in these kitchens' words.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS: &[&str] = &[
    // Swedish, Danish and Norwegian: roes, herrings, cod, salmon, fish.
    "löjrom", "lojrom", "stenbitsrom", "sikrom", "laxrom", "kaviar", "sild", "sildesalat",
    "inlagd sill", "matjessill", "senapssill", "sillsallad", "strömming", "stromming",
    "surströmming", "surstromming", "lutfisk", "rakfisk", "gravad lax", "gravadlax", "rökt lax",
    "rokt lax", "laks", "røget laks", "roget laks", "torsk", "makrel", "fisk", "fiskbullar",
    "fiskeboller", "fiskefrikadeller", "fiskesuppe", "fisksoppa",
    // Sri Lankan Maldive fish, dried fish and sour fish curry.
    "umbalakada", "umbalakkada", "karawala", "karuvadu", "karuvaadu", "ambul thiyal",
    // West African stockfish, dried hake and fermented or salted fish.
    "stockfish", "okporoko", "panla", "momone", "koobi", "guedj", "lanhouin",
    // Portuguese, Turkish and Greek: fish, sardines, tuna, anchovy, cured
    // bonito, cod.
    "peixe", "sardinhas", "atum", "hamsi", "lakerda", "gavros", "bakaliaros", "psari",
];

/// Shellfish in these kitchens' words.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS: &[&str] = &[
    "räkor", "rakor", "räksmörgås", "raksmorgas", "rejer", "reker", "kräftor", "kraftor",
    "amêijoas", "ameijoas", "mexilhões", "mexilhoes", "karides", "midye",
];

/// Dairy in these kitchens' words.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS: &[&str] = &[
    // Danish, Norwegian and Swedish: butter ("smor" would be the s of
    // "s'mores"), cream, sour cream, milk, buttermilk, soured milk, quark,
    // and cheeses by name.
    "smør", "smör", "smørstegt", "smorstegt", "smörstekt", "smorstekt", "grädde", "gradde",
    "gräddsås", "graddsas", "gräddfil", "graddfil", "vispgrädde", "vispgradde", "fløde", "flode",
    "piskefløde", "piskeflode", "flødeskum", "flodeskum", "fløte", "flote", "fløtesaus",
    "flotesaus", "rømme", "romme", "rømmegrøt", "rommegrot", "mælk", "maelk", "mjølk",
    "kærnemælk", "kaernemaelk", "filmjölk", "filmjolk", "kvarg", "västerbotten",
    "vasterbotten", "västerbottensost", "vasterbottensost", "prästost", "prastost",
    "herrgårdsost", "herrgardsost", "brunost", "gjetost", "geitost", "mysost", "messmör",
    "messmor", "mesost", "danbo", "esrom", "danablu",
    // Georgian cheeses and clarified butter; Ukrainian sour cream and baked
    // milk.
    "sulguni", "suluguni", "imeruli", "nadughi", "kveli", "tenili", "erbo", "smetanoyu",
    "smetanoiu", "ryazhanka",
    // Afghan and Uzbek: dried yogurt, strained yogurt, yogurt in its
    // dishes, clarified butter, clotted cream, milk tea and milk puddings.
    "qurut", "quroot", "qoroot", "kurut", "qurutob", "chakah", "with chaka", "of chaka",
    "chaka sauce", "chaka yogurt", "garlic chaka", "garlicky chaka", "maast", "mast-o-khiar",
    "mast-o-khiyar", "mast-e-khiar", "mast-o-musir", "ماست", "roghan-e-zard", "roghan zard",
    "rogan-e-zard", "qaymaq", "qaimaq", "sheer chai", "shir chai", "firni", "firnee", "phirni",
    "sheer khurma", "sheer korma", "shir berinj", "shir berenj",
    // Greek yogurt and cheeses; Turkish clotted cream, cheese, yogurt and
    // milk, and the milk pudding.
    "yiaourti", "giaourti", "galotyri", "kefalograviera", "xinomyzithra", "kaymak", "kaymaklı",
    "kaymakli", "kaşar", "kaşarlı", "kasarli", "peyniri", "yoğurtlu", "yogurtlu", "süt",
    "sütlü", "sutlu", "sütlaç", "sutlac",
    // Brazilian curd cheese.
    "coalho",
];

/// Egg in these kitchens' words.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS: &[&str] = &[
    "æg", "æggeblomme", "aeggeblomme", "spejlæg", "spejlaeg", "æggekage", "aeggekage", "äggula",
    "aggula", "avgolémono", "αυγολέμονο", "αυγολεμονο", "yumurta", "yumurtalı", "yumurtali",
];

/// Meat and egg together: Georgian chicken soup thickened with egg yolks.
#[rustfmt::skip]
pub(crate) const MEAT_EGG_KITCHENS: &[&str] = &["chikhirtma"];

// Dishes of these kitchens named by their own names, with common plant
// versions: dish forms, like the bakes (a vegan label on the dish's own
// name names the plant version; in a labelled dish's description, the
// classic).

/// Meatballs, kebabs, the Kabul palaw made with lamb, suya (spiced
/// grilled beef, and the spice itself on tofu or mushrooms) and kare-kare.
#[rustfmt::skip]
pub(crate) const FORMS_MEAT: &[&str] = &[
    "köttbullar", "kottbullar", "köttbulle", "kottbulle", "kødboller", "kodboller", "kebap",
    "qabuli palaw", "kabuli palaw", "qabili palaw", "kabuli pulao", "qabuli pulao", "suya",
    // The Filipino oxtail and peanut stew, which vegan kitchens make with
    // banana blossom and eggplant.
    "kare-kare",
];

/// Georgian cheese bread; Afghan dishes dressed with yogurt; Québec's
/// poutine (cheese curds), which vegan kitchens make with cashew curds.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY: &[&str] = &["khachapuri", "borani", "poutine"];

/// Adjarian cheese bread, finished with egg and butter.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_EGG: &[&str] = &[
    "adjaruli", "adjaruli khachapuri", "acharuli", "adjarian khachapuri",
];

/// Bread sauce: bread simmered in milk, finished with butter.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_GLUTEN: &[&str] = &["bread sauce"];

/// A hot-water crust is flour, water and lard.
#[rustfmt::skip]
pub(crate) const FORMS_PORK_GLUTEN: &[&str] = &[
    "hot-water crust", "hot-water pastry", "hot-water crust pastry",
];

/// A Scotch egg: an egg wrapped in sausage meat.
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_EGG: &[&str] = &["scotch egg"];

/// Pie-and-mash liquor is parsley sauce made on the eels' stewing water.
#[rustfmt::skip]
pub(crate) const FORMS_FISH: &[&str] = &["parsley liquor", "eel liquor"];

/// Janssons frestelse: potato, onion, Swedish "ansjovis" (sprats) and cream.
#[rustfmt::skip]
pub(crate) const FORMS_FISH_DAIRY: &[&str] = &[
    "janssons frestelse", "jansson's frestelse", "jansson's temptation", "janssons temptation",
];

/// Look-alikes of these kitchens: meatless lahmacun, Atora's vegetable
/// suet, and the singer.
#[rustfmt::skip]
pub(crate) const TRAPS_KITCHENS: &[&str] = &[
    "etsiz lahmacun", "atora vegetable", "atora vegetable suet", "chaka khan",
];

// Round 36's kitchens (Nepali, Tibetan and Bhutanese; Khmer, Lao and
// Indonesian ferments; Levantine and Armenian; Moroccan and Algerian;
// Oaxacan; Persian; Québécois, Catalan and Basque; soul food and
// Pennsylvania Dutch), the brewer's finings, and point-of-sale shorthand.
// Common culinary fact of the kind the national-cuisine articles of
// Wikipedia hold, as the lists above, with the same rules: diacritics both
// ways, and a word that is also an everyday word ("mast", "trey", "buff",
// "provo", "mel") only inside phrases that put it on a plate.

/// Meat in these kitchens' words.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_36: &[&str] = &[
    // Nepali chicken and meat ("kukhura ko masu", "khasi ko masu"), dried
    // and fried meat; buffalo ("buff") momo and choila; Tibetan meat bread,
    // stir-fry and blood sausage; Bhutanese chicken stew.
    "kukhura", "kukhurako", "ko masu", "masu ko", "sukuti", "bhutuwa", "buff momo",
    "buff choila", "buff sukuti", "buff sekuwa", "sha phaley", "shaphaley", "sha paley",
    "shabaley", "shabhaley", "shapta", "sha momo", "gyuma", "jasha maru",
    // Khmer beef and chicken; Lao chili paste with buffalo skin.
    "sach ko", "sach moan", "jaew bong", "jeow bong",
    // Armenian and Levantine cured beef, beef sausage, cow's-foot soup,
    // boiled meat, barbecue, and pita baked around minced meat.
    "basturma", "basterma", "bastirma", "pastourma", "pasturma", "soujouk", "soujuk", "khash",
    "khashlama", "khorovats", "khorovadz", "arayes", "arayis",
    // Moroccan and Algerian preserved and dried meat, lamb with honey,
    // roast lamb, the Marrakech jar stew, tripe sausage, chicken with
    // lentils and msemen.
    "khlii", "khlia", "kh'lii", "gueddid", "guedid", "gueddide", "qaddid", "kaddid",
    "mrouzia", "méchoui", "mechoui", "tangia", "tanjia", "osban", "douara", "rfissa",
    // Oaxacan turkey, beef-stock mole, goat chile soup, and the stone soup
    // of fish (in the fish list).
    "guajolote", "chichilo", "tesmole", "tezmole", "mole de caderas",
    // Persian chicken, chicken broth, meat, meat stews and kebabs.
    "ab-e morgh", "abe morgh", "ab morgh", "morgh", "joojeh", "jujeh", "gusht", "goosht",
    "abgoosht", "abgusht", "kaleh pacheh", "kalleh pacheh", "koobideh", "kubideh",
    "kabab barg", "chelow kabab", "chelo kabab",
    // Québécois meatball and pig's-feet stews.
    "ragoût de boulettes", "ragout de boulettes",
];

/// Pork (always also meat) in these kitchens' words.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_36: &[&str] = &[
    // Québécois lard, pork spread, fried pork rinds, head cheese, pig's-feet
    // stew and roast drippings.
    "saindoux", "cretons", "creton", "oreilles de crisse", "tête fromagée", "tete fromagee",
    "ragoût de pattes", "ragout de pattes", "graisse de rôti", "graisse de roti",
    // Catalan and Basque sausages and bacon.
    "botifarra", "botifarró", "botifarro", "llonganissa", "sobrassada", "cansalada",
    "txistorra",
    // Soul food's salt pork ("streak o' lean", "side meat"), hog maw,
    // cracklings; Pennsylvania Dutch scrapple and ham with dumplings.
    "streak o' lean", "streak o lean", "streak-o-lean", "streak 'o lean", "streak of lean",
    "streak-of-lean", "streak o'lean", "side meat", "hog maw", "hog maws", "cracklin",
    "cracklins", "pon haus", "ponhaus", "pannhaas", "panhas", "schnitz un knepp",
    "schnitz and knepp",
    // Lao and Thai sausage and fermented pork; Khmer pork; Bhutanese pork
    // with chilies; Nepali pork; Oaxacan chile-rubbed pork.
    "sai oua", "sai ua", "som moo", "sach chrouk", "bai sach chrouk", "phaksha", "phaksha paa",
    "phaksha pa", "bangur", "bungur", "cecina enchilada",
];

/// Fish in these kitchens' words.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_36: &[&str] = &[
    // Khmer fermented fish paste and fish sauce; Lao and Isan fermented
    // fish; Lao fish sauce; Malay salted fish; Khmer dried fish and
    // fish steamed in banana leaf.
    "prahok", "prahoc", "prohok", "padaek", "padek", "pa daek", "paa daek", 
    "plara", "pla raa", "tuk trey", "teuk trey", "tuk trei", "teuk trei", "tuk prahok",
    "teuk prahok", "nam pa", "ikan asin",
    "trey ngeat", "mok pa", "mok paa",
    // Catalan anchovies and salt cod; Basque hake throats and elvers.
    "anxoves", "anxova", "bacallà", "bacalla", "esqueixada", "kokotxas", "kokotxa",
    "cocochas",
    // Persian and Gulf fish and fish sauce; Nepali fish; Armenian trout;
    // Levantine fish; Oaxacan stone soup.
    "ba mahi", "mahi polo", "ghalieh mahi", "mahyaveh", "machha", "maachha", "ishkhan",
    "samak", "samke harra", "samkeh harra", "caldo de piedra",
];

/// Shellfish in these kitchens' words.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_36: &[&str] = &[
    // Indonesian shrimp paste and dried shrimp; Catalan prawns, langoustines
    // and mussels; Basque spider crab and baby squid.
    "trasi", "rebon", "gambes", "escamarlans", "musclos",
    "txangurro",
];

/// Dairy in these kitchens' words.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_36: &[&str] = &[
    // Tibetan and Bhutanese butter tea; Himalayan hard and soft cheese;
    // Bhutanese cheese ("datshi") and its dishes named for it; Nepali ghee,
    // butter, yogurt, milk solids and milk tea.
    "po cha", "bo cha", "bod ja", "suja tea", "chhurpi", "churpi", "durkha", "datshi",
    "datse", "ema datshi", "ema datse", "kewa datshi", "shamu datshi", "ghiu", "gheu", "nauni",
    "juju dhau", "dhau", "khuwa", "khowa", "dudh chiya", "dudh chia",
    // Moroccan and Algerian aged butter, buttermilk, yogurt, fresh and
    // dried cheese.
    "smen", "smen beldi", "s'men", "lben", "l'ben", "raib", "rayeb", "jben", "j'ben", "klila",
    // Armenian yogurt, cheeses, yogurt dip, yogurt soup and butter;
    // Levantine cheese.
    "matsun", "matzoun", "madzoun", "chechil", "motal", "jajik",
    "tanabour", "tanapur", "karag", "jibneh", "jebneh", "jibne", "areesh",
    // Persian butter, yogurt in its phrases, cheese, clotted cream and
    // ice cream.
    "kareh", "spoon of mast", "spoonful of mast", "dollop of mast", "bowl of mast",
    "side of mast", "with mast", "and mast", "mast-o-moosir", "mast khiar", "panir", "sarshir",
    "sar shir", "bastani", "bastani sonnati",
    // Catalan cheese, butter and milk; Basque cheese and junket.
    "formatge", "mantega", "llet", "mató", "matò", "idiazabal", "mamia",
    // Pennsylvania Dutch soft cheeses.
    "cup cheese", "schmierkäse", "schmierkase", "smearcase",
];

/// Egg in these kitchens' words.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_36: &[&str] = &[
    // Persian spinach with eggs and egg dessert; Levantine herb omelette;
    // Catalan omelette; Oaxacan eggs with chicken livers are meat too (in
    // `MEAT_EGG_KITCHENS_36`).
    "nargesi", "khagineh", "ijjeh", "truita", "truita de patates",
];

/// Meat and egg together: Oaxacan scrambled eggs with chicken livers.
#[rustfmt::skip]
pub(crate) const MEAT_EGG_KITCHENS_36: &[&str] = &["higaditos"];

/// Honey in these kitchens' words: Armenian honey, Moroccan sesame
/// pastries soaked in honey, Algerian honey knots.
#[rustfmt::skip]
pub(crate) const HONEY_KITCHENS_36: &[&str] = &[
    "meghr", "chebakia", "chebakiya", "chebbakia", "shebakia", "griwech",
];

/// The brewer's finings: cask ale is cleared with isinglass (fish
/// bladders) unless its brewer says otherwise.
#[rustfmt::skip]
pub(crate) const FININGS: &[&str] = &[
    "traditional finings", "isinglass finings", "fish finings", "cask ale", "cask-conditioned",
    "fined with isinglass", "isinglass-fined",
];

/// Finings of an unsaid kind are isinglass or gelatin.
#[rustfmt::skip]
pub(crate) const FININGS_UNSAID: &[&str] = &["finings"];

// Dishes of these kitchens named by their own names, with common plant
// versions: dish forms, as in round 35.

/// Persian meatballs and lamb stews; Levantine meat pies; Moroccan and
/// Québécois meat pies.
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_36: &[&str] = &[
    "koofteh", "kufteh", "kofteh", "koofteh tabrizi", "koofteh ghelgheli", "gheimeh",
    "gheymeh", "khoresh gheymeh", "sfiha", "sfeeha", "pastilla", "bastilla", "bstilla",
    "pâté chinois", "pate chinois",
];

/// A tourtière is a pork pie.
#[rustfmt::skip]
pub(crate) const FORMS_PORK_36: &[&str] = &["tourtière", "tourtiere"];

/// A Persian kuku is set with eggs, as is the Caspian mirza ghasemi and
/// the Basque piperrada.
#[rustfmt::skip]
pub(crate) const FORMS_EGG_36: &[&str] = &[
    "kuku", "kookoo", "kuku sabzi", "kookoo sabzi", "kuku sibzamini", "kuku bademjan",
    "mirza ghasemi", "mirza ghassemi", "piperrada",
];

/// Amlou is almonds, argan oil and honey.
#[rustfmt::skip]
pub(crate) const FORMS_HONEY_36: &[&str] = &["amlou"];

/// Point-of-sale shorthand for animal words: till keys and kitchen tickets
/// shorten them ("chkn brth", "+bcn bits", "w/ provo"). Listed are the
/// abbreviations that are no English word, and the short ones that are
/// (Provo, a city) only after "w/" or "+" or in their phrases; plant
/// shorthand ("chkpea", "shrooms", "avo") is no animal word.
#[rustfmt::skip]
pub(crate) const MEAT_POS: &[&str] = &[
    "chkn", "chkn brth", "chkn stk", "ckn brth", "bf brth", "grnd bf", "trky", "sausg",
    "w/ saus", "+saus", "pstrmi",
];
#[rustfmt::skip]
pub(crate) const PORK_POS: &[&str] = &["bcn", "bcn bits", "w/ bcn", "prosc", "pnctta"];
#[rustfmt::skip]
pub(crate) const DAIRY_POS: &[&str] = &[
    "w/ provo", "+provo", "provo cheese", "sl provo", "w/ prov", "+prov", "chdr", "w/ ched",
    "+ched", "swss", "bttr", "bttrmlk", "sr crm", "crm chz", "crm chs",
];
#[rustfmt::skip]
pub(crate) const FISH_POS: &[&str] = &["anchv", "slmn", "smkd slmn"];

/// Look-alikes of these kitchens: the coffee dried in its own fruit's
/// mucilage ("honey process"), finings of seaweed or silica, and Catalan
/// "without" before the kitchen's own animal words ("sense anxoves"; the
/// English "sense" is no negation).
#[rustfmt::skip]
pub(crate) const TRAPS_KITCHENS_36: &[&str] = &[
    "honey-processed", "honey process", "honey-process coffee", "irish moss finings",
    "silica finings", "carrageenan finings", "sense anxoves", "sense anxova",
    "sense formatge", "sense mantega", "sense llet",
];

// Round 37: products named by their brand whose recipe holds an animal
// part, and the brands and candies whose name sounds animal but is not.

/// Sweets and cereals set or coated with gelatin, by their brands: Altoids
/// mints, frosted Pop-Tarts (the icing; a Pop-Tart is read as frosted
/// unless the menu says otherwise), Starburst chews, Frosted Mini-Wheats,
/// the marshmallows of Lucky Charms, Jet-Puffed and a Rice Krispies
/// treat, Trolli gummies.
#[rustfmt::skip]
pub(crate) const GELATIN_BRANDS: &[&str] = &[
    "altoid", "curiously strong mints", "pop-tart", "starburst", "frosted mini-wheat",
    "lucky charms", "jet-puffed", "jet puffed marshmallow", "rice krispies treat",
    "rice krispie treat", "trolli",
];

/// XO sauce is dried scallop and dried shrimp cooked with Jinhua ham:
/// shellfish and pork; its ham and its dried scallop (conpoy) by name.
#[rustfmt::skip]
pub(crate) const PORK_SHELLFISH: &[&str] = &["xo sauce", "xo jiang", "xo chili", "xo chilli", "xo paste"];
#[rustfmt::skip]
pub(crate) const PORK_37: &[&str] = &["jinhua ham", "jinhua"];
#[rustfmt::skip]
pub(crate) const SHELLFISH_37: &[&str] = &["conpoy", "dried scallop"];

/// Gelling agents of plants: "pectin gummy bears", "agar jelly" are the
/// plant kind of what gelatin would set.
#[rustfmt::skip]
pub(crate) const PLANT_SETTERS: &[&str] = &["pectin", "agar-agar", "agar"];

/// Rennets that are not from a calf's stomach: cheese "made with
/// vegetable rennet" is the vegetarian kind; "rennet" alone or "animal
/// rennet" stays animal.
#[rustfmt::skip]
pub(crate) const PLANT_RENNETS: &[&str] = &[
    "vegetable rennet", "vegetarian rennet", "microbial rennet", "non-animal rennet",
    "plant rennet", "plant-based rennet", "thistle rennet", "veggie rennet",
];

/// Look-alikes: Swedish Fish are a fish-shaped candy of sugar and starch;
/// unfrosted Pop-Tarts carry no gelatin icing; a mushroom XO sauce is the
/// plant version.
#[rustfmt::skip]
pub(crate) const TRAPS_37: &[&str] = &[
    "swedish fish", "unfrosted pop-tart", "mushroom xo sauce", "mushroom xo",
];

// Round 40's kitchens: Cantonese and Yunnan stocks and pastes, Polish,
// Hungarian and Ukrainian home cooking, German and Austrian sauces and
// sweets, Levantine and Turkish creams and butter, Brazilian dried meat.

/// Hen broth ("old-hen broth" of Yunnan's crossing-the-bridge noodles),
/// German roast-meat gravy and stocks, Ukrainian and Russian "on bones",
/// Brazilian dried and salted beef.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_40: &[&str] = &[
    "old-hen broth", "old-hen soup", "old-hen stock", "hen broth", "hen stock",
    "bratensauce", "bratensoße", "bratensosse", "bratenjus", "bratenfond", "kalbsfond",
    "na kistkakh", "na kistkah", "na kostyakh", "на кістках", "на костях", "charque",
    "charqui", "carne de sol", "carne-de-sol",
];

/// Pork-skin jelly folded into soup dumplings, Polish "okrasa" (a topping
/// of bacon and lard, unless named of onion: `TRAPS_40`), Hungarian
/// sausage and bacon, German bacon rind.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_40: &[&str] = &[
    "pidong", "pi dong", "pork aspic", "pork jelly", "okrasa", "okrasą", "okraską", "kolbász",
    "kolbasz", "kolbászos", "kolbasa", "szalonna", "szalonnás", "töpörtyű", "speckschwarte",
    "schweineschwarte",
    // German pork knuckle, roasted or boiled for its broth.
    "haxe", "schweinshaxe", "schweinehaxe",
];

/// Shacha (Chaozhou "satay" sauce): dried shrimp and brill.
#[rustfmt::skip]
pub(crate) const FISH_SHELLFISH_40: &[&str] = &["sha-cha", "sa cha", "sha cha sauce"];

/// Dace, the carp whose paste stuffs Hakka yong tau foo.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_40: &[&str] = &["dace", "dace paste", "mud carp"];

/// Hungarian sour cream, cheese and curd cheese; Austrian Topfen; the
/// Levantine clotted cream (ashta, qishta); Turkish clarified butter;
/// Central Asian clotted cream (qaymoq, kajmak).
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_40: &[&str] = &[
    "tejföl", "tejfol", "tejfel", "tejfölös", "sajt", "sajttal", "sajtos", "reszelt sajt",
    "túró", "túrós", "topfen", "ashta", "ishta", "eshta", "qishta", "kishta", "qashta",
    "sade yağ", "sade yag", "sadeyağ", "qaymoq", "kajmak",
    "gaymak",
];

// Dishes named by their own names whose recipe is the animal product: a
// vegan label alone does not say which make is served (see
// `is_recipe_of_the_product`).

/// Cheese breads, curd-cheese pancakes and strudels; bread dumplings bound
/// with milk and egg.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_EGG_40: &[&str] = &[
    "pandebono", "pan de bono", "pandebonos", "syrniki", "sirniki", "syrnyky",
    "kaiserschmarrn", "kaiserschmarren", "semmelknödel", "semmelknoedel", "topfenstrudel",
];

/// Milk puddings and cheese sweets: brigadeiro (condensed milk and
/// butter), muhallebi, knafeh nabulsieh and halawet el jibn (Nabulsi
/// cheese and ashta).
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_40: &[&str] = &[
    "brigadeiro", "brigadeiros", "muhallebi", "muhallabia", "muhallabieh", "mahalabia",
    "mahallebi", "knafeh nabulsieh", "knafeh nabulsia", "kunafa nabulsia", "kanafeh nabulsieh",
    "halawet el jibn", "halawet al jibn", "halawet el jeben",
];

/// Zabaione (whisked yolks) and quindim (a custard of yolks and sugar).
#[rustfmt::skip]
pub(crate) const FORMS_EGG_40: &[&str] = &["zabaione", "quindim", "quindins"];

/// A waffle cone is pressed from a batter of egg, butter and flour.
#[rustfmt::skip]
pub(crate) const FORMS_WAFFLE_CONES: &[&str] = &["waffle cone"];

/// Salvadoran "revuelta": chicharrón, cheese and beans.
#[rustfmt::skip]
pub(crate) const FORMS_PORK_DAIRY_40: &[&str] = &[
    "pupusa revuelta", "pupusas revueltas", "pupusa de revuelta",
];

/// Plant versions of round 40's products, named as such.
#[rustfmt::skip]
pub(crate) const TRAPS_40: &[&str] = &[
    "linguiça de soja", "linguica de soja", "leite condensado de coco",
    "leite condensado vegano", "okrasa z cebulki", "okrasa z cebuli", "okrasą z cebulki",
    "okrasą z cebuli",
];

/// Whether a dish form is one of those whose recipe is the animal product
/// itself: a vegan label on its name alone does not say which make the
/// kitchen serves. A plural is the same dish.
pub(crate) fn is_recipe_of_the_product(form: &str) -> bool {
    // Looked up in a set rather than compared with each listed form: the
    // lists grow with every kitchen read, and a labelled dish's every form
    // is asked. The listed forms are lowercase; the form is lowered (ASCII
    // only, as compared before) in a buffer longer than any of them.
    let form = form.trim();
    let mut buffer = [0u8; 64];
    let Some(lower) = buffer.get_mut(..form.len()) else {
        return false;
    };
    lower.copy_from_slice(form.as_bytes());
    lower.make_ascii_lowercase();
    let Ok(lower) = std::str::from_utf8(lower) else {
        return false;
    };
    let singular = lower.strip_suffix('s').unwrap_or(lower);
    RECIPE_FORMS.contains(lower) || RECIPE_FORMS.contains(singular)
}

/// The dish forms whose recipe is the product, as one set
/// ([`is_recipe_of_the_product`]).
static RECIPE_FORMS: std::sync::LazyLock<
    std::collections::HashSet<&'static str, crate::hash::WordHash>,
> = std::sync::LazyLock::new(|| {
    RECIPE_IS_THE_PRODUCT
        .iter()
        .chain(RECIPE_IS_THE_PRODUCT_42)
        .chain(RECIPE_IS_THE_PRODUCT_43)
        .chain(RECIPE_IS_THE_PRODUCT_44)
        .flat_map(|list| list.iter().copied())
        .collect()
});

/// Builds this module's word set, which the first labelled dish read
/// would build (see `lexicon::warm_up`).
pub(crate) fn build_word_sets() {
    std::sync::LazyLock::force(&RECIPE_FORMS);
}

/// The dish forms whose recipe is the product, of rounds 39 to 41.
const RECIPE_IS_THE_PRODUCT: &[&[&str]] = &[
    FORMS_EGG_DOUGH,
    FORMS_EGG_DAIRY_DOUGH,
    FORMS_EGG_39,
    FORMS_DAIRY_39,
    FORMS_LARD_DOUGH,
    FORMS_DAIRY_EGG_40,
    FORMS_DAIRY_40,
    FORMS_EGG_40,
    FORMS_PORK_DAIRY_40,
    FORMS_DAIRY_EGG_41,
    FORMS_PORK_EGG_41,
    FORMS_MEAT_41,
    FORMS_PORK_41,
];

// Round 39's kitchens (Emilian, Sardinian, Lombard and Roman; Korean
// jeotgal; Visayan and Tagalog; Japanese ramen fats and dashi grades;
// North Indian milk solids and breads; Hungarian, Swabian and Hokkien
// egg doughs) and the finings of wine in French, Italian and German.
// Common culinary fact, as the lists above, with the same rules:
// diacritics both ways (German umlauts also as "ae", "oe"), and a word
// that is another word alone ("casera" is Spanish "homemade") only in its
// phrase.

/// Pork (always also meat) in these kitchens' words.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_39: &[&str] = &[
    // Roman and Emilian pork rind, lard and its cracklings, the Modenese
    // spread of pounded lardo ("cunza", "pesto modenese"), sausages and
    // cured loin.
    "cotiche", "cotenne", "ciccioli", "sugna", "cunza", "pesto modenese",
    "salsiccia", "salsicce", "ventricina", "lonza", "grasso di maiale", "salame",
    // Filipino crisp-fried pork belly.
    "bagnet",
    // Ramen's pork back fat.
    "seabura", "se-abura",
];

/// Meat in these kitchens' words: ramen's chicken oil and chicken-bone
/// stock; Italian meats.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_39: &[&str] = &[
    "chiyu", "chi-yu", "torigara", "tori-gara",
    // Italian lamb, boar, rabbit, duck, turkey, tripe and the Florentine
    // tripe sandwich, boiled meats.
    "agnello", "cinghiale", "coniglio", "anatra", "tacchino", "trippa", "lampredotto",
    "bollito misto",
];

/// The "sahog" of a Filipino guisado is its pork or shrimp.
#[rustfmt::skip]
pub(crate) const PORK_SHELLFISH_39: &[&str] = &["sahog"];

/// Fish in these kitchens' words.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_39: &[&str] = &[
    // Korean jeotgal of fish: the liquor of the jar, anchovy, sand lance,
    // pollock roe and tripe, hairtail.
    "jeotguk", "jeot-guk", "myeolchijeot", "myeolchi-jeot", "kkanarijeot", "kkanari-jeot",
    "myeongnanjeot", "myeongnan-jeot", "myeongran-jeot", "changnanjeot", "changran-jeot",
    "galchijeot", "galchi-jeot",
    // Visayan fish paste ("ginamos" is Visayan bagoong) and fermented fish.
    "ginamos", "ginamus", "dayok", "tinabal", "burong isda",
    // Japanese fish by the grade of its dashi: shaved and aged dried
    // bonito, mackerel and frigate-mackerel flakes, dried flying fish,
    // ramen's seafood broth and fish powder.
    "kezuri-bushi", "katsuo-bushi", "karebushi", "hon-karebushi", "arabushi", "saba-bushi",
    "soda-bushi", "ago-dashi", "tobiuo", "gyokai", "gyofun", "tarako",
    // Korean dried pollock and its soup.
    "bugeo", "bugeoguk", "hwangtae",
    // Italian tuna, swordfish, red mullet, cod, stockfish, sardines.
    "tonno", "pesce", "pesce spada", "triglia", "triglie", "merluzzo", "stoccafisso", "sarde",
    // Finings of wine: isinglass in French, Italian, Spanish and German.
    "ichthyocolle", "ichtyocolle", "l'ichthyocolle", "d'ichthyocolle", "colle de poisson",
    "colla di pesce", "cola de pez", "hausenblase",
];

/// Shellfish in these kitchens' words: Korean salted oysters, shrimp,
/// squid and clams; Filipino crab fat; Italian shellfish.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_39: &[&str] = &[
    "eoriguljeot", "eorigul-jeot", "eorigul", "guljeot", "gul-jeot", "saeu-jeot", "saewujeot",
    "ojingeojeot", "ojingeo-jeot", "jogaejeot", "jogae-jeot", "aligue", "taba ng talangka",
    // Italian prawns, mussels, octopus.
    "gamberi", "gamberetti", "cozze", "polpo",
];

/// Dairy in these kitchens' words.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_39: &[&str] = &[
    // Italian cheeses by name ("Grana" alone is the cheese on a menu).
    "grana", "grana trentino", "valtellina casera", "bitto", "fiore sardo", "squacquerone",
    "squaquerone", "stracchino", "crescenza", "robiola", "montasio", "castelmagno",
    "quartirolo", "raschera", "caciotta", "casciotta", "formaggio", "formaggi", "provola",
    "burratina",
    // Risotto "mantecato" is finished with butter and cheese (the cooks'
    // verb "mantecare").
    "mantecato", "mantecata", "mantecati", "mantecate", "mantecare", "mantecatura",
    // North Indian milk solids, thickened milk, and the ghee a rotli is
    // smeared with ("chopadeli").
    "mawa", "mava", "khova", "rabdi", "rabadi", "basundi", "chenna", "chhana", "khurchan",
    "mishti doi", "chopadeli", "chopdeli",
    // Italian cream ("Acqua Panna" is a water), and dairy foods as a class.
    "panna", "latticini", "latticino", "prodotti caseari",
    // Casein finings in French and German.
    "caséine", "caseine", "kasein",
];

/// Egg in these kitchens' words: the French egg wash, egg white as the
/// finings of French, Italian and German wines, Italian yolks.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_39: &[&str] = &[
    "dorure", "blanc d'oeuf", "blanc d'œuf", "blancs d'oeufs", "blancs d'œufs", "albume",
    "albumi", "tuorlo", "tuorli", "eiklar", "hühnereiweiß", "hühnereiweiss", "huhnereiweiss", "huehnereiweiss",
];

// Dishes whose recipe is their animal product, by their own names: dish
// forms that a meat-free label names the plant make of only where the
// dish's words name one (`is_recipe_of_the_product`).

/// Egg doughs: Piedmont's yolk tajarin, Romagna's garganelli, Hungarian
/// nokedli and galuska, Swabian spätzle and knöpfle, Hokkien and
/// Cantonese egg noodles (mee pok, wonton noodles, yi mein), Indonesian
/// bakmi.
#[rustfmt::skip]
pub(crate) const FORMS_EGG_DOUGH: &[&str] = &[
    "tajarin", "tajarìn", "garganelli", "nokedli", "galuska", "csipetke", "tarhonya", "spätzle",
    "spatzle", "spaetzle", "spätzli", "spatzli", "knöpfle", "knopfle", "knoepfle", "knöpfli",
    "knopfli", "mee pok", "mee kia", "wonton mee", "wanton mee", "wantan mee", "wonton noodles",
    "wonton noodle", "wanton noodles", "yi mein", "yee mein", "e-fu noodles", "bakmi", "bakmie",
];

/// Passatelli: breadcrumbs, Parmigiano and egg.
#[rustfmt::skip]
pub(crate) const FORMS_EGG_DAIRY_DOUGH: &[&str] = &["passatelli"];

/// Egg omelettes: the Filipino torta of eggplant or meat.
#[rustfmt::skip]
pub(crate) const FORMS_EGG_39: &[&str] = &["tortang talong", "tortang"];

/// Milk sweets and breads: kalakand (milk cake), chamcham (of chhena),
/// sheermal (a saffron bread of milk and ghee), bakarkhani.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_39: &[&str] = &[
    "kalakand", "milk cake", "sheermal", "shirmal", "bakarkhani", "baqarkhani", "chamcham",
    "cham cham",
];

/// Doughs of lard: Modena's gnocco fritto and tigelle (crescentine),
/// Romagna's piadina.
#[rustfmt::skip]
pub(crate) const FORMS_LARD_DOUGH: &[&str] = &[
    "gnocco fritto", "gnocchi fritti", "torta fritta", "tigelle", "tigella", "crescentine",
    "crescentina", "piadina", "piadine", "piadina romagnola",
];

/// Bakes named by their own names whose classic recipe holds milk, butter
/// and egg: dish forms like `BAKES_DAIRY_EGG`, plant under a vegan label on
/// their own name, the classic in a labelled dish's description ("pastry
/// basket (croissants & danishes)", "beet tartare on buckwheat blini").
/// "Danish" alone is a nationality; its plural is the pastry.
#[rustfmt::skip]
pub(crate) const BAKES_DAIRY_EGG_39: &[&str] = &[
    "danishes", "blini", "blinis", "bliny", "blintz", "blintzes",
];

/// Look-alikes: baking parchment ("butter paper"), honeycomb toffee (sugar,
/// syrup and soda, no honey), the plant glazes called dorure, and a
/// bottled water.
#[rustfmt::skip]
pub(crate) const TRAPS_39: &[&str] = &[
    "butter paper", "butter-paper", "honeycomb toffee", "cinder toffee", "sponge toffee",
    "dorure végétale", "dorure vegetale", "vegan dorure", "dorure vegan", "acqua panna",
];

// Round 41's kitchens: West African soups and seasonings, Horn and East
// African (Ethiopian, Eritrean, Somali, Swahili) dishes, Sri Lankan and
// South Indian curries and sweets, French bistro plates, a Spanish tapas
// bar, poke and sushi toppings, the diner's flat top, Tex-Mex, Nordic
// fika. Common culinary fact, with the rules of the lists above: a word
// that is another word alone (English "ergo") only in its phrase or as
// a list's item.

/// Meat: Swahili meat and chicken broths and stews, the chicken curry
/// gravy a kottu is tossed with, French bone marrow, Texas chili ("Texas
/// red", "a bowl of red"), Tex-Mex chili gravy of beef fat and stock.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_41: &[&str] = &[
    "nyama", "nyama choma", "mchuzi wa nyama", "supu ya nyama", "mchuzi wa kuku",
    "supu ya kuku", "kuku paka", "kottu gravy", "moelle", "os à moelle", "os a moelle",
    "texas red", "bowl of red", "chili gravy", "chile gravy",
];

/// Hawaiian kalua pig, pulled.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_41: &[&str] = &["kalua", "kālua", "kalua pig", "kalua pork"];

/// The diner's country gravy: milk thickened on the sausage's or bacon's
/// drippings.
#[rustfmt::skip]
pub(crate) const PORK_DAIRY_41: &[&str] = &["country gravy", "country-style gravy"];

/// Fish: Ghanaian salted fermented fish (momoni) and smoked bonga, Swahili
/// small dried fish (dagaa, omena) and fish broths ("samaki" alone is also
/// a name), Sri Lanka's dried Maldive fish.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_41: &[&str] = &[
    "momoni", "bonga", "bonga fish", "dagaa", "omena", "mchuzi wa samaki", "supu ya samaki",
    "maldive fish", "maldives fish",
];

/// Yoruba moi moi "of seven lives" (elemi meje): egg, fish and corned
/// beef are its fillings.
#[rustfmt::skip]
pub(crate) const MEAT_FISH_EGG_41: &[&str] = &[
    "seven lives", "elemi meje", "ẹlẹ́mí méje", "eleemi meje",
];

/// Egg: the poke bar's dynamite sauce (mayonnaise), egg mimosa (grated
/// hard-boiled egg; "mimosa" alone is the cocktail, but a list's item:
/// `LIST_ITEM_EGG_41`), Sri Lanka's watalappan (a custard of eggs set
/// with jaggery and coconut milk: the coconut is in its classic recipe).
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_41: &[&str] = &[
    "dynamite sauce", "dynamite mayo", "egg mimosa", "eggs mimosa", "oeufs mimosa",
    "œufs mimosa", "oeuf mimosa", "œuf mimosa", "salade mimosa", "mimosa of egg",
    "watalappan", "watalappam", "wattalappam", "vattalappam",
];

/// Japanese furikake of egg (noritama), dried egg with nori and, usually,
/// bonito.
#[rustfmt::skip]
pub(crate) const EGG_FISH_41: &[&str] = &["noritama", "nori tama", "nori-tama"];

/// Dairy: Swahili (fermented) milk, Tamil and Malayalam curd and
/// buttermilk and their curries, Finnish and Swedish quark, Danish
/// remonce (butter creamed with sugar), Ethiopian yogurt (ergo) in its
/// phrases.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_41: &[&str] = &[
    "maziwa", "maziwa lala", "maziwa mala", "thayir", "thayir sadam", "thayir saadam",
    "moru", "moru curry", "moru kachiyathu", "mor kuzhambu", "mor kulambu", "morkuzhambu",
    "kesella", "rahka", "remonce", "remonse", "of ergo", "with ergo", "ergo yogurt",
];

/// Dairy and egg: Finnish egg butter (munavoi), Swedish and Norwegian
/// vanilla custard and custard sauce.
#[rustfmt::skip]
pub(crate) const DAIRY_EGG_KITCHENS_41: &[&str] = &[
    "munavoi", "munavoita", "egg butter", "vaniljkräm", "vaniljkram", "vaniljekrem",
    "vaniljsås", "vaniljsas",
];

/// A list's item: Ethiopian yogurt ("injera, ergo, awaze"); egg mimosa,
/// the grated egg a French salad is finished with ("leeks, vinaigrette,
/// mimosa").
#[rustfmt::skip]
pub(crate) const LIST_ITEM_DAIRY_41: &[&str] = &["ergo"];
#[rustfmt::skip]
pub(crate) const LIST_ITEM_EGG_41: &[&str] = &["mimosa"];

// Round 41's dishes whose recipe is the animal product, by their own
// names (`is_recipe_of_the_product`).

/// Somali malawah: a crêpe of egg and milk.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_EGG_41: &[&str] = &["malawah", "malawax", "malawaah"];

/// Salade lyonnaise: frisée with lardons and a poached egg.
#[rustfmt::skip]
pub(crate) const FORMS_PORK_EGG_41: &[&str] = &["salade lyonnaise", "lyonnaise salad"];

/// Pommes sarladaises: potatoes sautéed in duck fat.
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_41: &[&str] = &[
    "pommes sarladaises", "pommes sarladaise", "pommes de terre sarladaises", "sarladaise",
    "sarladaises",
];

/// Patatas a la riojana: potatoes stewed with chorizo.
#[rustfmt::skip]
pub(crate) const FORMS_PORK_41: &[&str] = &[
    "patatas a la riojana", "patatas riojanas", "patatas con chorizo",
];

/// Plant versions and look-alikes of round 41's words, named as such: the
/// Texas grapefruit, a plant dynamite sauce, the Lowcountry's shrimp gravy
/// (no country gravy).
#[rustfmt::skip]
pub(crate) const TRAPS_41: &[&str] = &[
    "texas red grapefruit", "texas ruby red", "vegan dynamite sauce", "vegan dynamite mayo",
    "low-country gravy", "lowcountry gravy",
];

// Round 42's kitchens: Rioplatense and Chilean doughs and fillings,
// Creole and Cajun pots, Scottish and Irish pub plates, Goan, Kerala and
// Bengali curries, Mongolian and Kazakh steppe food, hotel-buffet brands.
// Common culinary fact, with the rules above.

/// Rioplatense and Chilean beef fat ("grasa": in a kitchen's words, the
/// rendered fat of the masa; "grasa de pella", kidney suet) and the pino
/// (minced-beef filling) in its phrases; Creole grillades (braised beef or
/// veal), roast-beef debris and the "old sober" beef broth of yaka mein;
/// the Sunday roast's jelly of stovies; Mongolian mutton fat (öökh) and
/// dried meat (borts); Kazakh meat broth (sorpa); a ballpark's beef chili.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_42: &[&str] = &[
    "grasa", "grasas", "grasa de pella", "grasa vacuna", "grasa de vaca", "grasa de res",
    "grasa animal", "the pino", "el pino", "empanada de pino", "empanadas de pino",
    "grillades", "grillade", "debris gravy", "roast beef debris", "debris po'boy", "old sober",
    "roast's jelly", "roast jelly", "meat jelly", "jelly from the roast", "öökh", "ookh", "borts",
    "sorpa", "stadium chili", "ballpark chili",
];

/// Chinese pork floss; Spanish pork fat.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_42: &[&str] = &[
    "rousong", "rou song", "pork floss", "meat floss", "grasa de cerdo", "grasa de chancho",
];

/// Bengali fish ("macher", of fish; hilsa, ilish).
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_42: &[&str] = &[
    "macher", "maacher", "macher matha", "ilish", "ilish maach", "ilish mach", "hilsa",
];

/// Goan dried shrimp (galmbo), Bengali prawns (chingri), Malayalam prawns
/// (chemmeen).
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_42: &[&str] = &[
    "galmbo", "galmbi", "chingri", "chingdi", "chemmeen", "chemmen", "konju",
];

/// Bengali milk (dudh); Mongolian clotted cream (öröm), clarified butter
/// (shar tos), dried curd (aaruul) and milk tea (suutei tsai); Kazakh
/// soured milk (katyk) and fermented mare's milk (kymyz, kumis); Orkney's
/// cheddar and a butter by its brand.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_42: &[&str] = &[
    "dudh", "öröm", "orom", "shar tos", "shar tosu", "aaruul", "aarul", "byaslag", "suutei tsai",
    "süütei tsai", "katyk", "qatiq", "kymyz", "qymyz", "kumis", "kumys",
    "koumiss", "orkney", "orkney cheddar", "lurpak",
];

/// Monterey Jack by its menu shorthand: "comes w/ Jack", "colby jack".
#[rustfmt::skip]
pub(crate) const DAIRY_SHORTHAND_42: &[&str] = &[
    "w/ jack", "w/jack", "with jack", "jack cheese", "colby jack", "colby-jack",
];

/// Dish forms whose recipe is the product: provoleta (a grilled
/// provolone), champ (mash with milk and a well of butter), pulissery
/// (a curd curry), cranachan (cream and honey), stovies and skirlie
/// (dripping, suet), Cullen skink (smoked haddock and milk), bebinca (egg
/// yolks and ghee), Chile's pastel de choclo (beef pino, chicken, egg),
/// Uruguay's chivito (beef, ham, bacon, mozzarella, egg).
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_42: &[&str] = &[
    "provoleta", "champ", "pulissery", "pulisseri", "pulissery curry",
];
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_HONEY_42: &[&str] = &["cranachan"];
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_42: &[&str] = &["stovies", "skirlie"];
#[rustfmt::skip]
pub(crate) const FORMS_FISH_DAIRY_42: &[&str] = &["cullen skink"];
#[rustfmt::skip]
pub(crate) const FORMS_EGG_DAIRY_42: &[&str] = &["bebinca", "bebinka", "bibinca"];
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_EGG_42: &[&str] = &["pastel de choclo", "pasteles de choclo"];
#[rustfmt::skip]
pub(crate) const FORMS_MEAT_PORK_DAIRY_EGG_42: &[&str] = &["chivito", "chivitos"];

/// Round 42's dish forms whose recipe is the product.
const RECIPE_IS_THE_PRODUCT_42: &[&[&str]] = &[
    FORMS_DAIRY_42,
    FORMS_DAIRY_HONEY_42,
    FORMS_MEAT_42,
    FORMS_FISH_DAIRY_42,
    FORMS_EGG_DAIRY_42,
    FORMS_MEAT_EGG_42,
    FORMS_MEAT_PORK_DAIRY_EGG_42,
];

/// Plant fats and fat-free wording in Spanish, and plant flosses.
#[rustfmt::skip]
pub(crate) const TRAPS_42: &[&str] = &[
    "grasa vegetal", "grasas vegetales", "bajo en grasa", "baja en grasa", "bajo en grasas",
    "baja en grasas", "0% grasa", "libre de grasa", "mushroom floss", "soy floss",
    "vegan floss", "pino de soja", "pino vegetal", "pino de lentejas",
];

// Round 43's kitchens: Caribbean island pots, Hawaiian plate lunch and
// shave ice, an izakaya's rolls and skewers, Thai Isaan and northern
// relishes, Peruvian criollo sauces, an Ashkenazi deli's kugel. Common
// culinary fact, with the rules above.

/// Caribbean salted pig tail, the seasoning meat of an oil down or of
/// rice and peas.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_43: &[&str] = &[
    "pigtail", "pigtails", "pig tail", "pig tails", "pig's tail", "pig's tails",
    "salted pigtail", "salted pigtails", "salt pigtail", "salt pigtails",
];

/// Negitoro: minced fatty tuna with green onion.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_43: &[&str] = &["negitoro", "negi toro", "negi-toro"];

/// A shave ice's "snow cap": sweetened condensed milk poured over it.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_43: &[&str] = &["snow cap", "snowcap", "snow-cap"];

/// A yakitori bar's tare kept for years (a "60-year tare", "perpetual
/// tare"): it lives on because the meat skewers are dipped in it and
/// leave their fat in it.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_43: &[&str] = &[
    "year tare", "year-old tare", "years-old tare", "year old tare", "years old tare",
    "decades-old tare", "decade-old tare", "century-old tare", "perpetual tare",
    "yakitori tare", "tsukune tare",
];

/// Dish forms whose recipe is the product: nam prik ong (a relish of
/// minced pork and tomato), Peru's huancaína and ocopa (sauces of queso
/// fresco and evaporated milk), Hawaii's lomi lomi salmon, malasadas (an
/// egg, butter and milk dough), kugel (bound with egg).
#[rustfmt::skip]
pub(crate) const FORMS_PORK_43: &[&str] = &[
    "nam prik ong", "nam phrik ong", "nam prik aung", "nam phrik oong", "nam prik oong",
];
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_43: &[&str] = &[
    "huancaína", "huancaina", "a la huancaína", "a la huancaina", "salsa huancaína",
    "salsa huancaina", "huancaína sauce", "huancaina sauce", "ocopa", "ocopas",
    "ocopa arequipeña", "ocopa arequipena",
];
#[rustfmt::skip]
pub(crate) const FORMS_FISH_43: &[&str] = &[
    "lomi lomi", "lomi-lomi", "lomilomi", "lomi salmon", "lomi lomi salmon", "lomi-lomi salmon",
    "lomilomi salmon",
];
/// "Lomi" alone is Hawaii's salmon lomi or the Philippines' thick noodle
/// soup of pork, liver and egg: either animal, which one unsaid.
#[rustfmt::skip]
pub(crate) const FORMS_LOMI_43: &[&str] = &["lomi"];
#[rustfmt::skip]
pub(crate) const FORMS_EGG_DAIRY_DOUGH_43: &[&str] = &["malasada", "malasadas", "malassada", "malassadas"];
#[rustfmt::skip]
pub(crate) const FORMS_EGG_43: &[&str] = &["kugel", "kugels", "kugele"];

/// Round 43's dish forms whose recipe is the product.
const RECIPE_IS_THE_PRODUCT_43: &[&[&str]] = &[
    FORMS_PORK_43,
    FORMS_DAIRY_43,
    FORMS_FISH_43,
    FORMS_LOMI_43,
    FORMS_EGG_DAIRY_DOUGH_43,
    FORMS_EGG_43,
];

/// Plant versions of round 43's products, named as such; and German
/// "Kugel", a scoop of ice cream or sorbet ("eine Kugel Sorbet").
#[rustfmt::skip]
pub(crate) const TRAPS_43: &[&str] = &[
    "vegan snow cap", "coconut snow cap", "vegan kugel", "vegan malasada", "vegan malasadas",
    "vegan huancaína", "vegan huancaina", "vegan tare", "vegetable tare", "kombu tare",
    "eine kugel", "pro kugel", "kugel eis", "kugel sorbet", "1 kugel",
];

// Round 44's kitchens: US chain and Mexican-American staples known by
// their product names. Common culinary fact, with the rules above.

/// Knorr's "tomato-chicken" bouillon (Caldo de Tomate): a tomato bouillon
/// seasoned with chicken, the base of many a restaurant's Mexican rice.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_44: &[&str] = &[
    "tomato-chicken", "tomato chicken bouillon", "chicken-tomato", "chicken tomato bouillon",
    "caldo de tomate", "caldo de tomate con pollo", "consomate",
];

/// "Mexi-blend": the shredded Mexican cheese blend (cheddar, Monterey
/// Jack, asadero, queso quesadilla).
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_44: &[&str] = &[
    "mexi-blend", "mexi blend", "mexiblend", "mexican-blend cheese", "mexican blend cheese",
];

/// A Hawaiian (sweet) roll: an enriched bun of milk, butter and egg.
#[rustfmt::skip]
pub(crate) const EGG_DAIRY_BREAD_44: &[&str] = &[
    "hawaiian roll", "hawaiian rolls", "hawaiian sweet roll", "hawaiian sweet rolls",
    "hawaiian bun", "hawaiian buns",
];

/// A croissant as the bread a dish is served on or in: laminated with
/// butter.
#[rustfmt::skip]
pub(crate) const CROISSANT_BREAD: &[&str] = &[
    "on a croissant", "on croissant", "on a toasted croissant", "on a warm croissant",
    "in a croissant", "on a flaky croissant", "croissant sandwich", "croissant sandwiches",
    "croissant bun", "croissant roll",
];

/// Pierogi ruskie: their filling is potato with twaróg (farmer cheese),
/// whatever the menu's English lists of it.
#[rustfmt::skip]
pub(crate) const FORMS_DAIRY_44: &[&str] = &["ruskie", "pierogi ruskie", "ruskie pierogi"];

/// Round 44's dish forms whose recipe is the product.
const RECIPE_IS_THE_PRODUCT_44: &[&[&str]] = &[FORMS_DAIRY_44];

/// Plant versions of round 44's products, named as such.
#[rustfmt::skip]
pub(crate) const TRAPS_44: &[&str] = &[
    "vegan hawaiian roll", "vegan hawaiian rolls", "vegan hawaiian bun", "vegan mexi-blend",
    "vegan mexi blend", "dairy-free mexi-blend",
];

// Round 45's kitchens: drinks counters and special-meal codes. Common
// culinary fact and the airlines' published meal codes, with the rules
// above.

/// US sherbet: a frozen fruit dessert made with milk or cream (sorbet,
/// which is not listed, has none).
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_45: &[&str] = &["sherbet", "sherbets", "sherbert", "sherberts"];

/// The UK's sherbet: a fizzy sweet powder of sugar and acid, and the
/// sweets filled with it.
#[rustfmt::skip]
pub(crate) const TRAPS_45: &[&str] = &[
    "sherbet lemon", "sherbet lemons", "sherbet fountain", "sherbet fountains", "sherbet dip",
    "sherbet dips", "sherbet powder", "fizzy sherbet",
];

/// A drinks counter's tools: cocktail shakers and milk frothers, the back
/// bar they stand on. Shared with another shop's dairy drinks, they carry
/// its milk.
#[rustfmt::skip]
pub(crate) const DRINKS_EQUIPMENT_45: &[&str] = &[
    "shaker", "shakers", "frother", "frothers", "milk frother", "foam frother", "back bar",
    "blenders", "steam wands",
];

/// The airlines' (IATA) special-meal codes for vegetarian meals that are
/// not the vegan one (VGML): Asian or Hindu vegetarian (AVML, made with
/// dairy), lacto-ovo vegetarian (VLML), Jain vegetarian (VJML, with
/// dairy) and oriental vegetarian (VOML, whose eggs and dairy carriers
/// define differently). Caterers, lounges and hospitals print them on
/// their menus: each is a vegetarian mark.
#[rustfmt::skip]
pub(crate) const VEGETARIAN_MEAL_CODES_45: &[&str] = &["avml", "vlml", "vjml", "voml"];

/// The words that, before "ovo", "lacto" or "vegetarian", name a
/// vegetarian diet that allows dairy or eggs: "lacto-ovo", "ovo-lacto",
/// "lacto-vegetarian", "ovo vegetarian". ("Lacto-fermented" is not one:
/// only a diet word may follow.)
#[rustfmt::skip]
pub(crate) const DAIRY_EGG_DIET_PREFIXES_45: &[&str] = &["lacto", "ovo"];
#[rustfmt::skip]
const DAIRY_EGG_DIET_HEADS_45: &[&str] = &[
    "lacto", "ovo", "vegetarian", "vegetarians", "veg", "veggie", "vegetariano", "vegetariana",
];

/// Whether `text` names a vegetarian diet that allows dairy or eggs: a
/// vegetarian meal code other than the vegan one ("Curry Plate (AVML)"),
/// or a lacto or ovo diet ("vegetarian (lacto-ovo)"). A dish printed
/// vegan whose own words carry one is marked vegetarian, not vegan.
pub(crate) fn names_a_dairy_or_egg_vegetarian_diet(text: &str) -> bool {
    // The prefix before, and where it ends: only a hyphen or a space may
    // join it to the word it qualifies.
    let mut before: Option<(&str, usize)> = None;
    for word in crate::lexicon::words(text) {
        if crate::lexicon::is_one_of(word, VEGETARIAN_MEAL_CODES_45) {
            return true;
        }
        // Each word is a slice of `text`: its offset is where it starts.
        let start = word.as_ptr() as usize - text.as_ptr() as usize;
        if let Some((prefix, end)) = before
            && !prefix.eq_ignore_ascii_case(word)
            && text
                .get(end..start)
                .is_some_and(|gap| gap.bytes().all(|b| b == b'-' || b == b' '))
            && crate::lexicon::is_one_of(word, DAIRY_EGG_DIET_HEADS_45)
        {
            return true;
        }
        before = crate::lexicon::is_one_of(word, DAIRY_EGG_DIET_PREFIXES_45)
            .then_some((word, start + word.len()));
    }
    false
}

// Round 57's kitchens: Roman trattorie, Brazilian lanchonetes, Lao
// sticky-rice kitchens written in French. Common culinary fact of the kind
// Wikipedia's lists of sausages, stocks and fish sauces hold, with the
// rules above.

/// Italian stocks named by what they are cooked from, read whole so that a
/// denial before them ("senza brodo di pollo") reaches their product;
/// Portuguese and French stocks of meat bones and cuts.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_57: &[&str] = &[
    "brodo di pollo", "brodo di carne", "brodo di gallina", "brodo di vitello", "brodo di ossa",
    "brodo d'ossa", "caldo de costela", "caldo de mocotó", "caldo de mocoto", "caldo de ossos",
    "bouillon de viande", "bouillon de canard", "bouillon d'os", "fond de viande", "jus de viande",
];

/// Fish stocks of Italy, Brazil and France, and the Lao and Isan fermented
/// fish sauce in the spellings French-language menus use beside "padaek".
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_57: &[&str] = &[
    "brodo di pesce", "fumetto di pesce", "caldo de peixe", "bouillon de poisson", "plaa raa",
    "plaa ra", "pa dek",
];

/// Brazilian shrimp stock, with and without its tilde.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_57: &[&str] = &["caldo de camarão", "caldo de camarao"];

/// Brazilian paio (a smoked pork sausage of feijoada) where the words
/// around it say it is the sausage: alone it is also Italian "pair" ("un
/// paio di"), so it stands alone only as an item of a list.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_57: &[&str] = &[
    "com paio", "e paio", "de paio", "do paio", "o paio", "paio defumado", "paio fatiado",
];
#[rustfmt::skip]
pub(crate) const LIST_ITEM_PORK_57: &[&str] = &["paio"];

/// Italian butter in more of its cooks' phrases ("col burro", "il burro",
/// bread and butter).
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_57: &[&str] = &[
    "col burro", "il burro", "pane e burro", "pane burro", "burro e marmellata", "burro e alici",
    "maionese de leite",
    // Butter an Italian preposition puts food in or on ("saltate in burro",
    // "sul burro", "dal burro"), a flavoured butter named by what is in it
    // ("burro alle erbe", "burro al tartufo", but not Mexican "burro al
    // pastor", a burrito), and food buttered ("teglia imburrata").
    "in burro", "sul burro", "dal burro", "burro alle", "burro alla", "burro agli", "burro ai",
    "burro al tartufo", "burro al limone", "burro aromatizzato", "burro aromatico", "imburrato",
    "imburrata", "imburrati", "imburrate",
];

/// Mayonnaise in Portuguese and Italian: a dish form with common plant
/// versions, as "mayo" is; a Brazilian mayonnaise said to be of egg is egg.
#[rustfmt::skip]
pub(crate) const FORMS_EGG_57: &[&str] = &["maionese"];
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_57: &[&str] = &["maionese de ovo", "maionese de ovos"];

/// Italian plant butters: cocoa and shea butter and margarine, also after
/// the cooks' phrases that read "burro" as butter ("con burro di cacao").
#[rustfmt::skip]
pub(crate) const PLANT_BASES_IT_57: &[&str] = &[
    "burro di cacao", "burro di karité", "burro di karite", "con burro di cacao",
    "al burro di cacao", "di burro di cacao", "nel burro di cacao", "con burro vegetale",
    "al burro vegetale", "di burro vegetale", "nel burro vegetale",
];

/// An Italian risotto finished with oil or a plant butter in place of
/// butter and cheese ("mantecato con olio extravergine").
#[rustfmt::skip]
pub(crate) const PLANT_FINISHES_IT_12: &[&str] = &[
    "mantecato con olio", "mantecata con olio", "mantecati con olio", "mantecate con olio",
    "mantecato all'olio", "mantecata all'olio", "mantecati all'olio", "mantecate all'olio",
    "mantecato all’olio", "mantecata all’olio", "mantecati all’olio", "mantecate all’olio",
    "mantecato all olio", "mantecata all olio", "mantecati all olio", "mantecate all olio",
    "mantecatura con olio", "mantecatura all'olio", "mantecatura all’olio",
    "mantecato con burro vegetale", "mantecata con burro vegetale",
    "mantecati con burro vegetale", "mantecato al burro vegetale",
];

/// Italian nut butters, which keep their tree-nut allergen.
#[rustfmt::skip]
pub(crate) const NUT_BASES_IT_57: &[&str] = &[
    "burro di mandorle", "burro di anacardi", "burro di nocciole", "con burro di mandorle",
    "con burro di anacardi", "con burro di nocciole",
];

/// Italian peanut butter, which keeps its peanut allergen.
#[rustfmt::skip]
pub(crate) const PEANUT_IT_57: &[&str] = &[
    "burro di arachidi", "burro d'arachidi", "burro d’arachidi", "con burro di arachidi",
    "al burro di arachidi",
];

/// Portuguese "panela" is a pot ("feito em panela separada") and Latin
/// American panela is unrefined cane sugar ("agua de panela"): only the
/// Mexican "queso panela" is a cheese, so the pot and the sugar are traps.
#[rustfmt::skip]
pub(crate) const TRAPS_57: &[&str] = &[
    "em panela", "na panela", "numa panela", "da panela", "mesma panela", "outra panela",
    "nossa panela", "panela separada", "panelas separadas", "panela própria", "panela propria",
    "panela exclusiva", "panela de pressão", "panela de pressao", "panela de barro",
    "agua de panela", "agua panela", "aguapanela",
];

/// Portuguese and Italian "vegan X": the adjective follows the noun, so
/// the English "vegan" qualifier cannot reach it (as `IMITATIONS_ES`).
#[rustfmt::skip]
pub(crate) const IMITATIONS_PT_IT_57: &[&str] = &[
    "maionese vegana", "ovo vegano", "ovos veganos", "bacon vegano", "frango vegano",
    "linguiça vegana", "linguica vegana", "presunto vegano", "requeijão vegano",
    "requeijao vegano", "burro vegano", "con burro vegano", "al burro vegano", "formaggio vegano",
    "mozzarella vegana",
];

// Round 62's kitchens: Hungarian lángos büfék, Indonesian nasi padang,
// Peruvian chifas. Common culinary fact, as the lists above, with the
// same rules.

/// Hungarian lard ("zsír": in a Hungarian kitchen fat to fry in is lard
/// unless named of a plant, `TRAPS_62`) with its case endings (in, with,
/// accusative), pork and pork fat by name; Indonesian pork, pork fat and
/// pork stock.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_62: &[&str] = &[
    "zsír", "zsir", "zsírban", "zsirban", "zsírral", "zsirral", "zsírt", "zsirt", "zsírja",
    "sertészsír", "sertészsir", "sertészsírban", "sertészsírral", "disznózsír", "disznozsir",
    "disznózsírban", "disznózsírral", "zsíros kenyér", "zsiros kenyer", "sertés", "sertes",
    "sertéshús", "serteshus", "disznóhús", "disznohus",
    "babi", "daging babi", "minyak babi", "lemak babi", "kaldu babi", "babi guling",
    "babi panggang", "samcan",
];

/// Hungarian goose and duck fat with their case endings; Indonesian beef,
/// chicken, meat, stocks and beef fat ("kaldu sapi", "kaldu tulang": bone
/// stock).
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_62: &[&str] = &[
    "libazsír", "libazsir", "libazsírban", "libazsírral", "kacsazsír", "kacsazsir",
    "kacsazsírban", "kacsazsírral",
    "sapi", "daging sapi", "ayam", "daging ayam", "daging", "daging kambing", "daging giling",
    "kaldu sapi", "kaldu ayam", "kaldu tulang", "kaldu daging", "kaldu kambing", "lemak sapi",
    "minyak sapi", "tetelan",
];

/// Indonesian anchovies ("teri" alone is also a name: only in its
/// dishes) and fish stock.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_62: &[&str] = &[
    "teri medan", "sambal teri", "teri kacang", "kacang teri", "kaldu ikan",
];

/// Indonesian squid, clams and crab; Spanish oyster sauce as one phrase,
/// so a denial before it reaches it ("sin salsa de ostión").
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_62: &[&str] = &[
    "cumi", "cumi-cumi", "sotong", "kerang", "kepiting", "rajungan",
    "salsa de ostión", "salsa de ostion", "salsa de ostiones", "salsa de ostra",
    "salsa de ostras",
];

/// Indonesian cow's milk (not beef: "susu sapi").
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_62: &[&str] = &["susu sapi"];

/// Indonesian eggs (a hen's egg is no chicken: "telur ayam").
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_62: &[&str] = &[
    "telur", "telur ayam", "telur bebek", "telur asin", "telor",
];

/// Plant fat in Hungarian, and its "not in lard" ("nem" alone is also
/// Vietnamese for spring rolls, no denial); coconut and fruit flesh and
/// plant meat in Indonesian ("daging" is also a fruit's flesh).
#[rustfmt::skip]
pub(crate) const TRAPS_62: &[&str] = &[
    "növényi zsír", "novenyi zsir", "növényi zsírban", "növényi zsírral", "nem zsírban",
    "nem zsirban", "nem zsírral", "nem zsirral", "daging kelapa", "daging buah",
    "daging nabati",
];

/// Bengali meat, chicken and goat as English-language menus and replies
/// write them ("a little mangsho stock"), and in Bengali script; Hebrew
/// schmaltz.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_63: &[&str] = &[
    "mangsho", "mangsher", "mangshor", "mangsho stock", "mangsher jhol", "murgi", "murgir",
    "khashi", "khasir", "মাংস", "মাংসের", "মুরগি", "মুরগির", "খাসি", "খাসির", "গরুর", "গরু",
    // Hebrew schmaltz, with the prefixes Hebrew joins to a word ("in",
    // "the", "and"), and chicken and goose fat.
    "שמאלץ", "בשמאלץ", "השמאלץ", "ושמאלץ", "שומן עוף", "שומן אווז",
];

/// Bengali fish and prawns in Bengali script; Hebrew fish.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_63: &[&str] = &[
    "মাছ", "মাছের", "ইলিশ", "ইলিশের", "রুই", "শুঁটকি", "דג", "דגים", "טונה", "סלמון", "הרינג",
];

/// Bengali prawns in Bengali script.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_63: &[&str] = &["চিংড়ি", "চিংড়ির"];

/// Bengali ghee and yogurt in Bengali script; Hebrew cream and milk.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_63: &[&str] = &[
    "ঘি", "দই", "שמנת", "חלב",
];

/// Eggs in Bengali script.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_63: &[&str] = &["ডিম"];

/// Urdu meat, chicken, mince and stock (Pakistani menus print lines in
/// Urdu beside the English: "قیمہ", "یخنی").
#[rustfmt::skip]
pub(crate) const MEAT_URDU: &[&str] = &[
    "گوشت", "مرغی", "چکن", "قیمہ", "یخنی", "نہاری", "پائے", "بونگ", "کلیجی",
];

/// Urdu fish.
#[rustfmt::skip]
pub(crate) const FISH_URDU: &[&str] = &["مچھلی"];

/// Urdu ghee ("desi ghee"), butter, yogurt, milk, cream.
#[rustfmt::skip]
pub(crate) const DAIRY_URDU: &[&str] = &[
    "گھی", "دیسی گھی", "مکھن", "دہی", "دودھ", "ملائی", "بالائی",
];

/// Urdu eggs.
#[rustfmt::skip]
pub(crate) const EGG_URDU: &[&str] = &["انڈا", "انڈے", "انڈہ"];

/// Romanian and Moldovan pork: lard, cracklings, bacon, sausages, ribs,
/// smoked meat ("cartofi prăjiți cu ceapă și jumări").
#[rustfmt::skip]
pub(crate) const PORK_ROMANIAN: &[&str] = &[
    "untură", "untura", "jumări", "jumari", "jumere", "slănină", "slanina", "carne de porc",
    "cârnați", "carnati", "cârnăciori", "carnaciori", "costiță", "costita", "afumătură",
    "afumatura", "afumături", "afumaturi", "mici", "mititei",
];

/// Romanian chicken, beef and meat stock.
#[rustfmt::skip]
pub(crate) const MEAT_ROMANIAN: &[&str] = &[
    "pui", "carne de pui", "supă de pui", "supa de pui", "ciorbă de pui", "ciorba de pui",
    "vită", "carne de vită", "carne de vita", "zeamă de carne", "zeama de carne",
    "supă de carne", "supa de carne",
];

/// Romanian fish.
#[rustfmt::skip]
pub(crate) const FISH_ROMANIAN: &[&str] = &["pește", "peşte", "saramură de pește"];

/// Romanian sour cream, butter, cheeses, milk and cream.
#[rustfmt::skip]
pub(crate) const DAIRY_ROMANIAN: &[&str] = &[
    "smântână", "smantana", "unt", "brânză", "branza", "telemea", "caș", "lapte", "frișcă",
    "frisca",
];

/// Romanian eggs ("ou" alone is also French "or").
#[rustfmt::skip]
pub(crate) const EGG_ROMANIAN: &[&str] = &["ouă", "oua", "ou fiert", "ou ochi"];

/// Czech pork: lard, bacon, cracklings, smoked meat and sausage in their
/// cases ("na vepřovém sádle", "se slaninou").
#[rustfmt::skip]
pub(crate) const PORK_CZECH: &[&str] = &[
    "sádlo", "sádle", "sádlem", "sádla", "vepřové sádlo", "vepřovém sádle", "vepřové",
    "vepřovém", "vepřová", "vepřový", "vepřovým", "vepřo", "slaninou", "slaniny", "slanině",
    "škvarky", "škvarkami", "škvarků", "uzené", "uzeným", "uzeném", "klobása", "klobásou",
];

/// Czech meat, beef, chicken and broth; Swahili goat and beef.
#[rustfmt::skip]
pub(crate) const MEAT_CZECH_SWAHILI: &[&str] = &[
    "maso", "masem", "masový", "masovým", "hovězí", "hovězím", "kuřecí", "kuřecím", "vývar",
    "vývarem", "vývaru", "mbuzi", "nyama ya mbuzi", "ng'ombe", "nyama ya ng'ombe",
];

/// Czech butter and cream; Swahili ghee and butter.
#[rustfmt::skip]
pub(crate) const DAIRY_CZECH_SWAHILI: &[&str] = &[
    "máslo", "máslem", "másle", "smetanou", "smetany", "samli", "siagi",
];

/// Czech and Swahili eggs.
#[rustfmt::skip]
pub(crate) const EGG_CZECH_SWAHILI: &[&str] = &[
    "vejce", "vajíčko", "vajíčkem", "vejcem", "mayai", "yai",
];

/// Czech vegetable broth.
#[rustfmt::skip]
pub(crate) const TRAPS_CZECH: &[&str] = &["zeleninový vývar", "zeleninovém vývaru", "zeleninovým vývarem"];

// Rounds 67 and 68's kitchens: Finnish, Bosnian/Croatian, Lithuanian,
// Afrikaans, Zulu, Bulgarian, Wolof, Somali and Tigrinya, in the forms
// their menus print (Finnish and Lithuanian cases, Zulu noun prefixes,
// Tigrinya "ብ" with). Words that are other languages' everyday words are
// left out bare ("voi" Italian you, "muna" Tagalog first, "kala" Hindi
// black, "mesa" Spanish table, "sir", Bosnian "mast" lard and Dari yogurt)
// and listed only in their other forms.

/// Pork: Finnish, Bosnian, Lithuanian, Afrikaans, Zulu and Bulgarian lard,
/// bacon, ham, cracklings and pork.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_67: &[&str] = &[
    // Finnish.
    "sianliha", "sianlihaa", "sianlihan", "sianrasva", "sianrasvaa", "sianrasvassa", "laardi",
    "laardia", "laardissa", "silava", "silavaa", "läski", "läskiä", "pekoni", "pekonia",
    "pekonilla", "pekonin", "kinkku", "kinkkua", "kinkulla", "porsaan", "possu", "possua",
    // Bosnian, Croatian, Serbian.
    "svinjska mast", "svinjskom masti", "svinjskoj masti", "na masti", "mašću", "svinjetina",
    "svinjetinom", "svinjski", "svinjsko", "svinjskim", "čvarci", "čvaraka", "čvarcima",
    "slaninom", "slanine", "šunka", "šunkom",
    // Lithuanian.
    "spirgučiai", "spirgučių", "spirgučiais", "spirgai", "spirgų", "spirgais", "lašiniai",
    "lašinių", "lašiniais", "kiauliena", "kiaulienos", "kiaulienos sultinys",
    "kumpis", "kumpiu", "kumpio",
    // Afrikaans and Zulu.
    "spek", "varkvet", "varkvleis", "ingulube", "yengulube", "amafutha engulube",
    "ngamafutha engulube",
    // Bulgarian.
    "свинско", "свинска", "свински", "свинското", "свинската", "свинска мас", "мас",
    "сланина", "сланината", "шунка", "луканка",
];

/// Meat, meat stock and chicken: Finnish, Bosnian, Lithuanian, Afrikaans,
/// Zulu, Bulgarian, Wolof, Somali and Tigrinya.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_67: &[&str] = &[
    // Finnish.
    "liha", "lihaa", "lihan", "lihalla", "lihasta", "lihaliemi", "lihalientä", "lihaliemellä",
    "lihaliemeen", "lihaliemessä", "kanaliemi", "kanalientä", "kanaliemellä", "kanaliemeen",
    "kanaliemessä", "luuliemi", "luulientä", "paistinliemi", "paistinlientä",
    "paistinliemellä", "paistinliemessä", "naudanliha", "naudanlihaa", "jauheliha",
    "jauhelihaa", "kanaa", "kananliha", "broileri", "broileria", "makkara", "makkaraa",
    "lihakääryleet", "lihakääryleiden",
    // Bosnian, Croatian, Serbian.
    "loj", "lojem", "goveđi loj", "goveđim lojem", "goveđeg loja", "meso", "mesom",
    "mesu", "suho meso", "suhim mesom", "suhog mesa", "suhom mesu", "govedina", "govedinom",
    "goveđe", "goveđim", "goveđa juha", "teletina", "teletinom", "piletina", "piletinom",
    "pileći", "pilećim", "pileća juha", "kobasica", "kobasicom", "sudžuk", "temeljac",
    "mesni temeljac", "pileći temeljac", "goveđi temeljac",
    // Lithuanian.
    "mėsa", "mėsos", "mėsą", "su mėsa", "vištiena", "vištienos", "jautiena",
    "jautienos", "dešra", "dešros", "dešrelės", "sultinys", "sultinio", "sultiniu",
    "sultinyje", "mėsos sultinys", "vištienos sultinys",
    // Afrikaans.
    "vleis", "vleisvet", "vleisaftreksel", "beesvleis", "beesvet", "skaapvet", "lamsvet",
    "murgbeen", "murgbene", "hoender", "hoendervleis", "hoenderaftreksel",
    // Zulu.
    "inyama", "yenyama", "ngenyama", "nenyama", "inyama yenkomo", "enkomo", "yenkomo",
    "amafutha enkomo", "ngamafutha enkomo", "namafutha enkomo", "mafutha enkomo",
    "inkukhu", "yenkukhu", "nenkukhu", "kwenyama", "umhluzi wenyama", "umhluzi wenkukhu",
    // Bulgarian.
    "месо", "месото", "с месо", "кайма", "пилешко", "пилешки", "пилешка", "телешко",
    "телешки", "агнешко", "наденица", "пилешки бульон", "месен бульон", "говежди бульон",
    // Wolof.
    "yàpp", "yapp", "ndoxu yàpp", "ndoxu yapp", "ginaar",
    // Somali.
    "hilib", "hilibka", "hilbo", "hilib ari", "hilib lo'aad", "hilib geel", "hilib idaad",
    "maraq", "maraqa", "maraq hilib", "suqaar", "digaag", "digaagga",
    // Tigrinya and Amharic (Ge'ez script): with meat, chicken, beef.
    "ብስጋ", "ደርሆ", "ብደርሆ", "ስጋ ላሕሚ",
];

/// Fish: Finnish, Bosnian, Lithuanian, Wolof, Somali, Bulgarian and
/// Taiwanese milkfish.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_67: &[&str] = &[
    "kalaa", "kalaliemi", "kalalientä", "lohi", "lohta", "silakka", "silakat",
    "muikku", "muikut", "riba", "ribom", "riblji temeljac", "žuvis", "žuvies",
    "žuvį", "žuvimi", "silkė", "silkės", "jën", "kalluun", "kalluunka", "рибен бульон",
    "рибата", "milkfish", "虱目魚", "fish-bone broth", "魚骨", "ብዓሳ",
];

/// Dairy: Finnish, Bosnian, Lithuanian, Afrikaans, Zulu, Bulgarian, Wolof,
/// Somali and Tigrinya butter, milk, cream and cheese.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_67: &[&str] = &[
    // Finnish.
    "voita", "voissa", "voilla", "maidolla", "maidon", "kermalla",
    "kermaviili",
    // Bosnian, Croatian, Serbian.
    "maslac", "maslacem", "maslaca", "puter", "puterom", "mlijeko", "mlijekom",
    "sirom", "kiselo mlijeko",
    // Lithuanian.
    "sviestas", "sviesto", "sviestu", "grietinė", "grietinės", "grietine", "pienas", "pieno",
    "pienu", "varškė", "varškės", "varške", "sūris", "sūrio",
    // Afrikaans and Zulu.
    "botter", "kaas", "ubisi", "kobisi", "ibhotela", "ngebhotela", "kwebhotela",
    // Bulgarian.
    "краве масло", "кравето масло", "сирене", "сиренето", "кашкавал", "мляко",
    "кисело мляко",
    // Wolof and Somali.
    "meew", "caano", "caanaha", "burcad",
    // Tigrinya spiced butter and milk.
    "ጠስሚ", "ብጠስሚ", "ብቅቤ", "ጸባ", "ብጸባ",
];

/// Eggs: Finnish, Bosnian, Lithuanian, Afrikaans, Zulu, Bulgarian, Somali
/// and Tigrinya.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_67: &[&str] = &[
    "munaa", "munalla", "munat", "munia", "kananmuna", "kananmunaa", "jaje", "jajem",
    "jajima", "kiaušinis", "kiaušiniai", "kiaušinių", "kiaušiniais", "eiers", "amaqanda",
    "iqanda", "kwamaqanda", "яйцата", "ukun", "ukunta", "እንቋቑሖ",
];

/// Khmer script, which runs its words together (read inside runs, as
/// Thai is), and Colombian Spanish: pork, beef, chicken and their bones.
#[rustfmt::skip]
pub(crate) const MEAT_KHMER_COLOMBIAN: &[&str] = &[
    "សាច់គោ", "សាច់មាន់", "សាច់ទា", "ឆ្អឹងគោ", "sobrebarriga", "chunchullo", "hueso de res",
    "costilla de res", "sebo de res", "caldo de costilla", "sancocho de gallina",
];

/// Khmer and Colombian pork: pork, lard, pork bones, pig's trotters.
#[rustfmt::skip]
pub(crate) const PORK_KHMER_COLOMBIAN: &[&str] = &[
    "សាច់ជ្រូក", "ខ្លាញ់ជ្រូក", "ឆ្អឹងជ្រូក", "ជ្រូក", "pezuña", "pezuñas", "pezuña de cerdo",
];

/// Khmer fermented fish paste, fish sauce and dried fish; Colombian river
/// fish.
#[rustfmt::skip]
pub(crate) const FISH_KHMER_COLOMBIAN: &[&str] = &[
    "ប្រហុក", "ទឹកត្រី", "ផ្អក", "ត្រីងៀត", "bagre", "bocachico",
];

/// Khmer shrimp paste and prawns.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KHMER: &[&str] = &["កាពិ", "បង្គា"];

/// Khmer duck and hen eggs; Colombian egg arepa and milk-and-egg soup.
#[rustfmt::skip]
pub(crate) const EGG_KHMER_COLOMBIAN: &[&str] = &[
    "ពងទា", "ពងមាន់", "ស៊ុត", "arepa de huevo", "changua",
];

/// Khmer cow's milk, butter and cheese; Colombian coastal soured cream.
#[rustfmt::skip]
pub(crate) const DAIRY_KHMER_COLOMBIAN: &[&str] = &["ទឹកដោះគោ", "ប៊ឺ", "ឈីស", "suero costeño"];

/// Vegetable stock and the meat words' denials that cannot be read by
/// their denial word: Lithuanian "be" (without) is English "be", Somali
/// "la'aan" (without) follows its noun. Read as nothing.
#[rustfmt::skip]
pub(crate) const TRAPS_KITCHENS_67: &[&str] = &[
    "daržovių sultinys", "daržovių sultiniu", "daržovių sultinyje", "daržovių sultinio",
    "grybų sultinys", "grybų sultiniu", "be mėsos", "be spirgučių", "be lašinių",
    "be kiaulienos", "be sviesto", "be pieno", "be kiaušinių", "be žuvies", "be grietinės",
    "hilib la'aan", "caano la'aan", "subag la'aan", "ukun la'aan", "kalluun la'aan",
    "digaag la'aan", "povrtni temeljac",
];

// Rounds 69 and 70's kitchens: Catalan, Slovenian, Serbian (Cyrillic and
// Latin), Mongolian (Cyrillic), Cebuano, Norwegian, Albanian,
// Azerbaijani, Paraguayan Guarani and Cape Verdean Kriolu, in the forms
// their menus print (Slovenian and Serbian cases, Mongolian case endings,
// Albanian definite forms). Words that are other languages' everyday
// words are left out bare ("kyra" a name, "osu", "lam", "ost" German
// east, "pule", "baka", Spanish "mesa") and listed only in their other
// forms.

/// Pork: lard, cracklings, bacon, ribs, ham and pork.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_69: &[&str] = &[
    // Catalan.
    "llard", "llardons", "amb llard", "greix de porc", "carn de porc", "os de pernil",
    // Slovenian.
    "ocvirki", "ocvirkov", "ocvirke", "ocvirkih", "z ocvirki", "zaseka", "zaseke", "zaseko",
    "svinjsko mast", "svinjina", "svinjino", "prekajena rebrca", "prekajenimi rebrci",
    "prekajenih rebrc", "slanino", "kranjska klobasa",
    // Serbian, Latin letters.
    "suva rebra", "suvim rebrima", "suvih rebara", "svinjska rebra", "pršut", "pršuta",
    "pršutom",
    // Serbian, Cyrillic.
    "сланини", "сланином", "маст", "масти", "на масти", "свињска маст", "свињетина",
    "свињетином", "свињски", "свињско", "сува ребра", "сувим ребрима", "чварци", "чварака",
    "пршут", "пршута",
    // Mongolian.
    "гахай", "гахайн", "гахайн мах", "гахайн өөх",
    // Cebuano.
    "lana sa baboy", "tambok sa baboy", "sabaw sa lechon", "sabaw sa baboy",
    // Norwegian.
    "svin", "svinekjøtt", "svinefett", "smult", "sideflesk", "spekeskinke",
    // Albanian.
    "derr", "derri", "mish derri", "dhjamë derri", "proshutë", "proshuta",
    // Azerbaijani.
    "donuz", "donuz əti",
    // Guarani.
    "kure", "kure kyra", "kure ro'o",
    // Cape Verdean Kriolu.
    "toisinhu", "toisin", "osu di porku", "porku", "karni di porku", "txuris", "toresmu",
];

/// Meat, meat fat and meat stock: the same kitchens.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_69: &[&str] = &[
    // Catalan.
    "carn", "carns", "brou de carn", "brou de pollastre", "brou d'os", "pollastre",
    "vedella", "xai", "conill",
    // Slovenian.
    "z mesom", "mesni", "mesna juha", "goveja juha", "govejo juho", "kokošja juha",
    "govedino", "piščanec", "piščančja juha", "klobasa", "klobaso", "klobase",
    "rebrca", "rebrci", "jušna osnova iz kosti",
    // Serbian, Latin letters.
    "jagnjetina", "jagnjetinom", "rebrima", "pileća supa", "goveđa supa", "supa od mesa",
    "kobasicama",
    // Serbian, Cyrillic.
    "меса", "месом", "говедина", "говедином", "говеђа супа", "пилетина", "пилетином",
    "пилећа супа", "телетина", "јагњетина", "кобасица", "кобасицом", "ребра", "ребрима",
    "супа од меса",
    // Mongolian.
    "мах", "махтай", "махан", "махыг", "махан шөл", "хонь", "хонины", "хонины мах",
    "хонины өөх", "хонины сүүл", "сүүлэн өөх", "сүүлэн өөхөнд", "өөх", "өөхөнд", "өөхөөр",
    "өөхтэй", "үхрийн", "үхрийн мах", "ясны шөл", "үхрийн ясны шөл", "тахиа", "тахианы",
    "тахианы мах", "адууны мах", "ямааны мах",
    // Cebuano.
    "karne sa baka", "sabaw sa baka", "sabaw sa manok", "sabaw sa karne", "tambok",
    // Norwegian.
    "kjøttkraft", "kjøttkakene", "kjøttkakane", "kjøttboller", "kjøttet",
    "kjøttsuppe", "lammekjøtt", "fårekjøtt", "oksekjøtt", "storfekjøtt",
    "kylling", "kyllingen", "kyllingkraft", "kjøttpølse", "biff",
    // Albanian.
    "mish", "mishi", "mishin", "mishit", "me mish", "mish qengji", "mish viçi", "mish pule",
    "mish të tymosur", "qengj", "qengji", "viç", "viçi", "kockë viçi", "lëng mishi",
    "lëng pule", "dhjamë", "dhjamë qengji", "dhjamë viçi", "pulë", "suxhuk", "sallam",
    // Azerbaijani.
    "ət", "əti", "ətli", "ət suyu", "ət bulyonu", "toyuq", "toyuq əti", "toyuq bulyonu",
    "toyuq suyu", "qoyun", "qoyun əti", "mal əti", "quzu əti", "quyruq", "quyruq yağı",
    "quyruq yağında", "sümük suyu",
    // Guarani.
    "so'o", "so'o josopy", "vaka ro'o", "ryguasu", "ryguasu ro'o",
    // Cape Verdean Kriolu.
    "karni", "karni di baka", "frangu", "kaldu di karni", "kaldu di galinha",
    "osu di baka",
];

/// Fish: the same kitchens.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_69: &[&str] = &[
    "peix", "brou de peix", "ribja juha", "postrv", "brancin", "рибом", "рибља чорба",
    "пастрмка", "загас", "загасны", "sabaw sa isda", "fiskekraft",
    "fiskekaker", "peshk", "peshku", "lëng peshku", "balıq", "balıq bulyonu", "peixi", "pexi",
    "kaldu di peixi",
];

/// Dairy: butter, milk, cream, curd and cheese.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_69: &[&str] = &[
    // Slovenian and Serbian.
    "maslom", "z maslom", "skuta", "skuto", "kajmakom", "kajmaka", "pavlaka", "mlekom",
    "кајмак", "кајмаком", "кајмака", "сир", "сира", "млеко", "млеком", "путер", "путером",
    "павлака",
    // Mongolian.
    "сүү", "сүүтэй", "цөцгий", "цөцгийн тос", "шар тос", "бяслаг", "тараг", "ааруул",
    // Norwegian.
    "smøret", "melka", "fløten", "med ost", "revet ost",
    // Albanian.
    "gjalpë", "gjalpi", "gjalpë fshati", "qumësht", "qumështi", "djathë", "djathi",
    "me djathë", "gjizë", "ajkë",
    // Azerbaijani.
    "kərə yağı", "süd", "südlü", "qatıq", "pendir",
    // Guarani.
    "kamby", "kesu",
    // Cape Verdean Kriolu.
    "leti", "kexu", "keju",
];

/// Eggs.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_69: &[&str] = &[
    "ous", "jajce", "jajca", "jajci", "jajcem", "јаја", "јаје", "јајима", "өндөг", "өндөгтэй",
    "vezë", "vezët", "ryguasu rupi'a", "ovu", "ovus",
];

/// Vegetable stocks, and the denials whose denial word cannot be read as
/// one: Catalan "sense" (English "sense"), Albanian "pa" (Spanish "pa"),
/// Kriolu "sen" (Turkish "you", Vietnamese lotus), Catalan "mai" (never;
/// the "mai" of siu mai), Guarani "'ỹ", a suffix, and Azerbaijani
/// "yoxdur" (there is no) and "olmadan" (without), which follow their
/// noun. The Bulgarian dish "mish-mash" holds no meat. Read as nothing.
#[rustfmt::skip]
pub(crate) const TRAPS_KITCHENS_69: &[&str] = &[
    "sense carn", "sense llard", "sense pernil", "sense cansalada", "sense ous", "sense peix",
    "brou de verdures", "brous de verdures", "pa mish", "pa djathë", "pa gjalpë",
    "pa qumësht", "pa vezë", "pa dhjamë", "pa mish derri", "mish-mash", "mish mash",
    "sen karni", "sen toisinhu", "sen manteiga", "sen leti", "sen ovu", "sen kexu",
    "sen peixi", "sen porku", "so'o'ỹ", "so'o'ỹre", "kure'ỹ", "kure'ỹre", "kure kyra'ỹ",
    "kure kyra'ỹre", "kamby'ỹ", "kamby'ỹre", "kesu'ỹ", "kesu'ỹre", "mai amb la carn",
    "mai amb carn", "ət yoxdur", "balıq yoxdur", "quyruq yağı yoxdur", "ət suyu yoxdur",
    "ət bulyonu yoxdur", "toyuq yoxdur", "süd yoxdur", "pendir yoxdur", "kərə yağı yoxdur",
    "yumurta yoxdur", "ət olmadan", "kərə yağı olmadan", "süd olmadan",
    // Words for a stock, which name no animal by themselves: found so
    // that a stock named by a listed meat dish is ("el caldo del
    // puchero"; see the lexicon's `stock_of_a_listed_meat_dish`).
    "caldo", "brodo", "brou", "kaldu", "kraft", "sabaw", "bulyonu",
];

// Round 74's kitchens: Malagasy, Maltese and Ecuadorian Kichwa, in the
// forms their menus print (Malagasy compounds of "hena", meat, run
// together or elided: "henakisoa", "hen'omby"; Maltese articles joined
// by a hyphen, with and without its dotted and barred letters; Kichwa
// suffixes: "wirawan", with fat). Words that are other languages'
// everyday words are left out bare: Malagasy "hena" (Portuguese henna)
// and "menaka" (oil of any kind), Maltese "ħut" (fish, "hut" without its
// bar), "ċanga" ("canga", a beach wrap) and "butir" (Indonesian, a
// counting word: "telur 2 butir"), Kichwa "kuchi" (Japanese mouth, a
// name), "wira" and "wirawan" (Indonesian hero, a name) and "mana"
// (English).

/// Pork: pig, pork meat, lard, sausage.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_74: &[&str] = &[
    // Malagasy.
    "kisoa", "henakisoa", "hena kisoa", "hen-kisoa", "hen'kisoa", "menaka kisoa",
    "menaky ny kisoa", "menak'kisoa", "hen-dambo",
    // Maltese.
    "majjal", "tal-majjal", "laħam tal-majjal", "laham tal-majjal", "xaħam tal-majjal",
    "xaham tal-majjal", "zalzett", "zalzetti", "zalzett malti", "perżut",
    // Kichwa.
    "kuchi aycha", "kuchi wira", "kuchi wirawan", "kuchi wirawanmi", "kuchi wirapi",
    "kuchi wirapimi", "kuchi aychawan", "kuchi kara",
];

/// Meat, meat fat and meat stock: the same kitchens.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_74: &[&str] = &[
    // Malagasy, and the zebu its beef is, with "kitoza", smoked strips of
    // it (a line of where the zebu comes from beside the opening hours
    // says nothing of the meat-free dishes).
    "zebu", "zébu", "kitoza", "omby", "henomby", "hen'omby", "hena omby", "hen-omby", "menaka omby", "menak'omby",
    "akoho", "hen'akoho", "hena akoho", "ron'akoho", "ron-kena", "ro-kena", "ron'omby",
    "vorontsiloza", "saosisy", "sosisy", "hena voatoto", "henan'omby",
    "hen-gana",
    // Maltese.
    "laħam", "laham", "tal-laħam", "tal-laham", "bil-laħam", "bil-laham", "brodu tal-laħam",
    "brodu tal-laham", "brodu tat-tiġieġ", "brodu tat-tigieg", "xaħam", "xaham", "tiġieġ",
    "tigieg", "tiġieġa", "tigiega", "tat-tiġieġ", "tat-tigieg", "fenek", "tal-fenek", "ħaruf",
    "haruf", "tal-ħaruf", "tal-haruf", "ċanga", "taċ-ċanga", "tac-canga", "vitella",
    // Kichwa.
    "aycha", "aychata", "aychawan", "aychayuk", "aycha yaku", "wakra aycha", "atallpa",
    "atallpa aycha", "atallpa yaku", "wirawanmi", "wirapi", "wirapimi", "llama aycha",
];

/// Fish and shellfish words read as fish: the same kitchens.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_74: &[&str] = &[
    "trondro", "makamba", "foza", "tal-ħut", "tal-hut", "il-ħut", "brodu tal-ħut",
    "brodu tal-hut", "tonn", "bit-tonn", "lampuki", "inċova", "incova", "qarnit", "klamari",
    "challwa", "challwata", "challwawan",
];

/// Fish by the names South Asian, Southeast Asian, Japanese, Korean, Gulf
/// and American menus give them (Wikipedia's lists of fish as food and of
/// the fishes of India; FishBase's common names). A name that is also
/// another word is listed only inside its dishes: "ayala" is a surname,
/// "mathi" a name, "seer" a prophet, "saba" the Filipino cooking banana,
/// "kembung" bloated, "bawal" the Tagalog "forbidden", "tangra" Kolkata's
/// Chinatown, "shad" the start of "shades", "gefilte" a vegan deli's name
/// ("gefilte fish" is read by its fish); "macchi" is not always fish.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_87: &[&str] = &[
    // Western and eastern India: pomfret (paplet, rupchanda), kingfish
    // (surmai, seer), Indian salmon (rawas), mackerel (bangda), Bengal's
    // rohu, catla, barramundi (bhetki) and pabda, Kerala's pearl spot
    // (karimeen), sardine and anchovy, and "fish" in Hindi, Gujarati,
    // Marathi, Bengali, Tamil and Malayalam ("machhi", "maach", "meen").
    "pomfret", "paplet", "rupchanda", "surmai", "kingfish", "seer-fish",
    "vanjaram", "neymeen", "rawas", "bangda", "bangde", "bangdo", "ayala fry", "ayala curry",
    "rohu", "katla", "catla", "bhetki", "bhekti", "betki", "bekti", "pabda", "magur",
    "karimeen", "pearl-spot", "mathi fry", "mathi curry", "netholi", "nethili",
    "kozhuva", "mandeli", "tarle", "tarli", "avoli", "vaval", "ribbonfish", "ladyfish",
    "murrel", "snakehead", "machhi", "machhli", "machli", "machchi", "machhali", "maach",
    "maachh", "meen", "chepa", "chepala",
    // Sri Lanka and the Maldives: the fish bun, tuna (balaya, kelawalla),
    // sailfish, tuna with coconut, fish soup and fish paste.
    "malu paan", "malu curry", "balaya", "kelawalla", "thalapath", "mas huni", "mashuni",
    "garudhiya", "rihaakuru",
    // Malaysia, Indonesia, the Philippines, Thailand, Vietnam and Myanmar:
    // sea bass, grouper, Spanish mackerel, tuna, skipjack, milkfish, gourami, catfish, fish
    // cakes, Filipino grouper and mudfish, Thai mackerel, barramundi,
    // tilapia and catfish, basa, and Burmese fish-broth noodles.
    "siakap", "kerapu", "tenggiri", "tongkol", "cakalang", "bandeng", "gurame", "gurami", "pecel lele",
    "lele goreng", "pempek", "empek-empek", "keropok lekor", "lapu-lapu", "dalag", "tamban",
    "pla tu", "pla kapong", "pla nin", "pla duk", "basa fillet", "pangasius", "swai",
    "mohinga", "stingray",
    // Japanese and Korean: tuna and its belly, cured and grilled mackerel,
    // sea bream, flounder, amberjack, Spanish mackerel, sardine, saury,
    // conger eel, hairtail, mackerel.
    "maguro", "otoro", "chutoro", "shime saba", "saba shioyaki", "madai", "hirame",
    "kanpachi", "sawara", "iwashi", "sanma", "anago", "galchi", "godeungeo",
    // The Gulf, Iraq, South Africa and the Americas.
    "hamour", "zubaidi", "masgouf", "kingklip", "mullet", "whitefish",
    "barracuda", "bluefish", "redfish", "amberjack", "triggerfish", "tilefish", "croaker",
    "porgy", "crappie", "bluegill", "pickerel",
];

/// Dairy: milk, butter, cheese, curd.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_74: &[&str] = &[
    // Malagasy.
    "ronono", "dibera", "fromazy", "habobo",
    // Maltese.
    "ħalib", "halib", "bil-ħalib", "bil-halib", "bil-butir", "tal-butir", "ġobon", "gobon",
    "ġbejna", "gbejna", "ġbejniet", "gbejniet", "irkotta", "bl-irkotta",
    // Kichwa.
    "ñuñu", "ñuñuwan", "kisuwan", "kisuyuk",
];

/// Eggs.
#[rustfmt::skip]
pub(crate) const EGG_KITCHENS_74: &[&str] = &[
    "atody", "atodinakoho", "atody akoho", "bajd", "bajda", "bil-bajd", "lulun", "lulunwan",
    "runtu", "runtuwan",
];

/// Vegetable stocks and oils of these kitchens, and Kichwa "mana ...yuk"
/// (not having: "mana aychayuk", meatless), whose "mana" is English:
/// read as nothing.
#[rustfmt::skip]
pub(crate) const TRAPS_KITCHENS_74: &[&str] = &[
    "brodu tal-ħxejjex", "brodu tal-hxejjex", "menaka voanio", "menaka tanety",
    "menaka voanjo", "sacha wira", "mana aychayuk", "mana aychayuc", "mana aycha",
    "mana aychata", "mana aychawan", "mana kuchi wirawan", "mana lulunyuk", "mana ñuñuyuk",
];

/// Hebrew plant milks: soy, almond, oat and coconut "milk".
#[rustfmt::skip]
pub(crate) const TRAPS_63: &[&str] = &[
    "חלב סויה", "חלב שקדים", "חלב שיבולת שועל", "חלב קוקוס", "חלב אורז",
];

/// A stock named by the part of an animal it is drawn from ("bone stock",
/// "trotter broth", "game jus"): a part that names an animal only in
/// front of a stock, never alone ("bone china", "game day", "neck pillow",
/// "stock" of a shop), is listed with each word for a stock.
macro_rules! part_stocks {
    ($($part:literal),* $(,)?) => {
        &[$(
            concat!($part, " stock"), concat!($part, " broth"), concat!($part, " bouillon"),
            concat!($part, " jus"),
        )*]
    };
}

/// The same parts before "soup", for the parts a soup is named by only
/// when it is drawn from them ("bone soup", "trotter soup"); "marrow
/// soup" is as often the vegetable marrow's and is left out.
macro_rules! part_soups {
    ($($part:literal),* $(,)?) => {
        &[$(concat!($part, " soup"),)*]
    };
}

// Round 613's words, found by probing a Thai menu and a curry-paste note:
// stocks named by an animal's part, and regional and transliterated words
// for shrimp and fish pastes, dried shrimp and fish, cured and roast pork,
// goose fat and spiced butter. A word that is also an everyday word of
// another language stays out bare or goes in only inside a phrase: "teri"
// (Hindi "your"; "ikan teri" is listed), "oie" (Brazilian "hi"; "d'oie"
// and "l'oie", of the goose, are listed), "moo" (a cow's sound; "moo
// yong" is listed).

/// Meat stocks by the part they are drawn from: bones, marrow, neck, feet,
/// shank, hoof, game (the meat of wild animals and birds).
#[rustfmt::skip]
pub(crate) const MEAT_PART_STOCKS: &[&str] = part_stocks![
    "bone", "bones", "bone-in", "marrow", "neck", "feet", "shank", "hoof", "game",
];
#[rustfmt::skip]
pub(crate) const MEAT_PART_SOUPS: &[&str] =
    part_soups!["bone", "bones", "neck", "feet", "shank", "hoof", "game"];

/// Pork stocks by the part: trotters, hocks and knuckles are the pig's
/// more often than any other animal's, so they are read as pork.
#[rustfmt::skip]
pub(crate) const PORK_PART_STOCKS: &[&str] =
    part_stocks!["trotter", "hock", "hocks", "knuckle", "knuckles"];
#[rustfmt::skip]
pub(crate) const PORK_PART_SOUPS: &[&str] = part_soups!["trotter", "hock", "knuckle"];

/// Meat: Japanese beef-bone broth (as "tonkotsu" is pork-bone broth), goose
/// by its French "of the goose", roast goose.
#[rustfmt::skip]
pub(crate) const MEAT_KITCHENS_613: &[&str] = &[
    "gyu-kotsu", "gyūkotsu", "d'oie", "l'oie", "oie rôtie", "oie rotie", "oie farcie",
];

/// Pork: Cantonese and Malaysian Chinese sausage in other spellings,
/// dried sweet meat (bak kwa, most often pork), roast pork (siu yuk) and
/// minced meat for lettuce cups (yuk sung, most often pork); Thai pork
/// floss; Portuguese pork fat; Hungarian cracklings and their dishes.
#[rustfmt::skip]
pub(crate) const PORK_KITCHENS_613: &[&str] = &[
    "lup cheong", "lup chong", "lap chong", "lap cheung", "bak kwa", "bakkwa", "bak gwa",
    "siu yuk", "siew yuk", "siew yoke", "siu yoke", "yuk sung", "yuk song", "moo yong",
    "mu yong", "tocinho", "tepertő", "teperto", "tepertős", "tepertos", "töpörtyűs",
    "toportyu", "toportyus",
];

/// Fish: Thai mackerel and gourami, Manipuri fermented fish.
#[rustfmt::skip]
pub(crate) const FISH_KITCHENS_613: &[&str] = &[
    "pla too", "pla thu", "pla salid", "pla salit", "hentak",
];

/// Shellfish: Thai shrimp paste (gapi, ga-pi), Indonesian and Malay shrimp
/// paste in Dutch-era spellings, Malaccan fermented shrimp, Cantonese
/// shrimp paste, Thai dried and smoked shrimp, Senegalese fermented sea
/// snail.
#[rustfmt::skip]
pub(crate) const SHELLFISH_KITCHENS_613: &[&str] = &[
    "ga-pi", "trassi", "belachan", "cincalok", "chinchalok", "cencaluk", "cincaluk",
    "hom ha", "haam ha", "ham ha jeung", "ha jeung", "har jeung", "gung haeng", "kung siap",
    "goong siap", "gung siap", "yete", "yète", "yéte",
];

/// Fish and shellfish: Japanese shiokara, salted fermented squid (or fish
/// innards).
#[rustfmt::skip]
pub(crate) const FISH_SHELLFISH_613: &[&str] = &["shiokara"];

/// Dairy: the Ethiopian spiced butter in another romanisation.
#[rustfmt::skip]
pub(crate) const DAIRY_KITCHENS_613: &[&str] = &["qibe", "niter qibe", "nitir qibe", "niter kibe"];

/// Words an allergen table types in a cell to say the dish holds its
/// column's product ("Yes", "Sí", "Contains"), besides short marks (X, ✓,
/// ●): a line of a name and only such cells is a row of the table.
pub(crate) const TABLE_MARK_WORDS: &[&str] = &[
    "yes", "sí", "si", "oui", "ja", "contains", "contiene", "contient", "enthält", "may", "trace",
    "traces", "trazas",
];

/// Kitchen equipment in Danish, Norwegian, Swedish and German, read as
/// the English equipment words are: shared where a sharing word stands
/// with it, kept to a food after a word for "own" ("egne knive", "eigene
/// Zangen"). Pans, pots, ovens, fryers, knives, boards, tongs, utensils
/// and the prep station ("stationen": the bare "station" is English too,
/// and an English "wok station" must not take a denial's reach). (Swedish
/// "panna" is Italian cream: left out.)
#[rustfmt::skip]
pub(crate) const EQUIPMENT_90: &[&str] = &[
    // Danish and Norwegian.
    "pande", "pander", "panden", "panderne", "panne", "panner", "pannen", "pannene", "gryde", "gryder", "gryden", "ovn", "ovnen",
    "friture", "frituren", "frituregryde", "fritøse", "fritøsen", "frityr", "frityren",
    "knive", "kniver", "knivene", "bræt", "brætter", "skærebræt", "skærebrætter",
    "skjærebrett", "skjærebrettene", "redskaber", "redskaberne", "redskaper", "køkken",
    "køkkenet", "kjøkken", "kjøkkenet", "stegebord", "stationen", "stasjon",
    // Swedish.
    "stekpanna", "stekpannor", "pannor", "kastrull", "kastruller", "ugn", "ugnen", "fritös",
    "fritösen", "knivar", "skärbräda", "skärbrädor", "redskap", "kök", "köket",
    // German.
    "pfanne", "pfannen", "topf", "töpfe", "töpfen", "fritteuse", "fritteusen", "backofen", "ofen",
    "zange", "zangen", "schneidebrett", "schneidebretter", "messer",
    "utensilien", "geräte", "grillplatte", "grillplatten",
];

/// The same frying oil or fat in Danish, Norwegian, Swedish and German
/// ("stekes i samme olje", "im gleichen Öl"): a shared fryer, as "same oil"
/// is.
#[rustfmt::skip]
pub(crate) const SHARED_OIL_90: &[&str] = &[
    "samme olie", "samme olje", "samma olja", "samme fritureolie", "samme frityrolje",
    "samma frityrolja", "samme fedt", "samme fett", "samma fett", "gleichen öl", "selben öl",
    "demselben öl", "gleichen fett", "selben fett", "demselben fett", "gleichen frittierfett",
    "selben frittierfett", "gleichen frittieröl", "selben frittieröl",
];

/// The Scandinavian and German words for the same or shared equipment
/// ("på samme plancha", "i samma fritös", "delt friture", "in der
/// gleichen Pfanne", "dieselbe Fritteuse").
#[rustfmt::skip]
pub(crate) const SHARING_90: &[&str] = &[
    "samme", "samma", "delt", "delte", "deler", "deles", "delar", "delas", "delad", "fælles",
    "felles", "gemensam", "gemensamma", "gleichen", "gleiche", "selben", "dieselbe",
    "derselben", "denselben", "demselben", "dasselbe",
];

#[cfg(test)]
mod tests {
    use super::*;

    const ANIMAL_LISTS: &[&[&str]] = &[
        BAKES_DAIRY,
        BAKES_DAIRY_EGG,
        BAKES_EGG,
        STEWS_PORK,
        LIST_ITEM_DAIRY,
        LIST_ITEM_EGG,
        LIST_ITEM_FISH,
        LIST_ITEM_SHELLFISH,
        MEAT_SHORTHAND,
        PORK_SHORTHAND,
        FISH_SHORTHAND,
        SHELLFISH_SHORTHAND,
        DAIRY_SHORTHAND,
        EGG_SHORTHAND,
        DAIRY_EGG_SHORTHAND,
        HONEY_SHORTHAND,
        MEAT_EN,
        PORK_EN,
        FISH_EN,
        SHELLFISH_EN,
        DAIRY_EN,
        MEAT_DAIRY_EN,
        EGG_EN,
        DAIRY_EGG_EN,
        HONEY_EN,
        OTHER_ANIMAL_EN,
        MEAT_ES,
        PORK_ES,
        FISH_ES,
        SHELLFISH_ES,
        DAIRY_ES,
        EGG_ES,
        DAIRY_EGG_ES,
        HONEY_ES,
        OTHER_ANIMAL_ES,
        MEAT_KITCHENS,
        PORK_KITCHENS,
        FISH_KITCHENS,
        SHELLFISH_KITCHENS,
        DAIRY_KITCHENS,
        EGG_KITCHENS,
        MEAT_EGG_KITCHENS,
        FORMS_MEAT,
        FORMS_DAIRY,
        FORMS_DAIRY_EGG,
        FORMS_DAIRY_GLUTEN,
        FORMS_PORK_GLUTEN,
        FORMS_MEAT_EGG,
        FORMS_FISH,
        FORMS_FISH_DAIRY,
        MEAT_KITCHENS_36,
        PORK_KITCHENS_36,
        FISH_KITCHENS_36,
        SHELLFISH_KITCHENS_36,
        DAIRY_KITCHENS_36,
        EGG_KITCHENS_36,
        MEAT_EGG_KITCHENS_36,
        HONEY_KITCHENS_36,
        FININGS,
        FININGS_UNSAID,
        FORMS_MEAT_36,
        FORMS_PORK_36,
        FORMS_EGG_36,
        FORMS_HONEY_36,
        GELATIN_BRANDS,
        PORK_SHELLFISH,
        PORK_37,
        SHELLFISH_37,
        MEAT_POS,
        PORK_POS,
        DAIRY_POS,
        FISH_POS,
        MEAT_KITCHENS_40,
        PORK_KITCHENS_40,
        FISH_SHELLFISH_40,
        FISH_KITCHENS_40,
        DAIRY_KITCHENS_40,
        FORMS_DAIRY_EGG_40,
        FORMS_DAIRY_40,
        FORMS_EGG_40,
        FORMS_WAFFLE_CONES,
        FORMS_PORK_DAIRY_40,
        PORK_KITCHENS_39,
        MEAT_KITCHENS_39,
        PORK_SHELLFISH_39,
        FISH_KITCHENS_39,
        SHELLFISH_KITCHENS_39,
        DAIRY_KITCHENS_39,
        EGG_KITCHENS_39,
        FORMS_EGG_DOUGH,
        FORMS_EGG_DAIRY_DOUGH,
        FORMS_EGG_39,
        FORMS_DAIRY_39,
        FORMS_LARD_DOUGH,
        BAKES_DAIRY_EGG_39,
        MEAT_KITCHENS_41,
        PORK_KITCHENS_41,
        PORK_DAIRY_41,
        FISH_KITCHENS_41,
        MEAT_FISH_EGG_41,
        EGG_KITCHENS_41,
        EGG_FISH_41,
        DAIRY_KITCHENS_41,
        DAIRY_EGG_KITCHENS_41,
        LIST_ITEM_DAIRY_41,
        LIST_ITEM_EGG_41,
        FORMS_DAIRY_EGG_41,
        FORMS_PORK_EGG_41,
        FORMS_MEAT_41,
        FORMS_PORK_41,
        MEAT_KITCHENS_42,
        PORK_KITCHENS_42,
        FISH_KITCHENS_42,
        SHELLFISH_KITCHENS_42,
        DAIRY_KITCHENS_42,
        DAIRY_SHORTHAND_42,
        FORMS_DAIRY_42,
        FORMS_DAIRY_HONEY_42,
        FORMS_MEAT_42,
        FORMS_FISH_DAIRY_42,
        FORMS_EGG_DAIRY_42,
        FORMS_MEAT_EGG_42,
        FORMS_MEAT_PORK_DAIRY_EGG_42,
        PORK_KITCHENS_43,
        FISH_KITCHENS_43,
        DAIRY_KITCHENS_43,
        MEAT_KITCHENS_43,
        FORMS_PORK_43,
        FORMS_DAIRY_43,
        FORMS_FISH_43,
        FORMS_LOMI_43,
        FORMS_EGG_DAIRY_DOUGH_43,
        FORMS_EGG_43,
        MEAT_KITCHENS_44,
        DAIRY_KITCHENS_44,
        EGG_DAIRY_BREAD_44,
        FORMS_DAIRY_44,
        CROISSANT_BREAD,
        DAIRY_KITCHENS_45,
        MEAT_KITCHENS_57,
        FISH_KITCHENS_57,
        SHELLFISH_KITCHENS_57,
        PORK_KITCHENS_57,
        LIST_ITEM_PORK_57,
        DAIRY_KITCHENS_57,
        FORMS_EGG_57,
        EGG_KITCHENS_57,
        PORK_KITCHENS_62,
        MEAT_KITCHENS_62,
        FISH_KITCHENS_62,
        SHELLFISH_KITCHENS_62,
        DAIRY_KITCHENS_62,
        EGG_KITCHENS_62,
        MEAT_KITCHENS_63,
        FISH_KITCHENS_63,
        SHELLFISH_KITCHENS_63,
        DAIRY_KITCHENS_63,
        EGG_KITCHENS_63,
        MEAT_URDU,
        FISH_URDU,
        DAIRY_URDU,
        EGG_URDU,
        PORK_ROMANIAN,
        MEAT_ROMANIAN,
        FISH_ROMANIAN,
        DAIRY_ROMANIAN,
        EGG_ROMANIAN,
        PORK_CZECH,
        MEAT_CZECH_SWAHILI,
        DAIRY_CZECH_SWAHILI,
        EGG_CZECH_SWAHILI,
        PORK_KITCHENS_67,
        MEAT_KITCHENS_67,
        FISH_KITCHENS_67,
        DAIRY_KITCHENS_67,
        EGG_KITCHENS_67,
        PORK_KITCHENS_69,
        MEAT_KITCHENS_69,
        FISH_KITCHENS_69,
        DAIRY_KITCHENS_69,
        EGG_KITCHENS_69,
        PORK_KITCHENS_74,
        MEAT_KITCHENS_74,
        FISH_KITCHENS_74,
        FISH_KITCHENS_87,
        DAIRY_KITCHENS_74,
        EGG_KITCHENS_74,
        MEAT_KHMER_COLOMBIAN,
        PORK_KHMER_COLOMBIAN,
        FISH_KHMER_COLOMBIAN,
        SHELLFISH_KHMER,
        EGG_KHMER_COLOMBIAN,
        DAIRY_KHMER_COLOMBIAN,
        MEAT_PART_STOCKS,
        MEAT_PART_SOUPS,
        PORK_PART_STOCKS,
        PORK_PART_SOUPS,
        MEAT_KITCHENS_613,
        PORK_KITCHENS_613,
        FISH_KITCHENS_613,
        SHELLFISH_KITCHENS_613,
        FISH_SHELLFISH_613,
        DAIRY_KITCHENS_613,
    ];
    const PLANT_LISTS: &[&[&str]] = &[
        PLANT_BASES_FR,
        NUT_BASES_FR,
        PLANT_BASES_IT,
        NUT_BASES_IT,
        PLANT_BASES_PT,
        NUT_BASES_PT,
        PEANUT_PT,
        NUT_BASES_OTHER,
        PEANUT_OTHER,
        IMITATIONS_EN,
        TRAPS_EN,
        PLANT_BASES_ES,
        NUT_BASES_ES,
        PEANUT_ES,
        PLANT_PROTEIN_ES,
        IMITATIONS_ES,
        TRAPS_ES,
        TRAPS_KITCHENS,
        TRAPS_KITCHENS_36,
        PLANT_SETTERS,
        TRAPS_37,
        TRAPS_40,
        TRAPS_39,
        TRAPS_41,
        TRAPS_42,
        TRAPS_43,
        TRAPS_44,
        TRAPS_45,
        TRAPS_57,
        PLANT_BASES_IT_57,
        NUT_BASES_IT_57,
        PEANUT_IT_57,
        IMITATIONS_PT_IT_57,
        TRAPS_62,
        TRAPS_63,
        TRAPS_CZECH,
        TRAPS_KITCHENS_67,
        TRAPS_KITCHENS_69,
        TRAPS_KITCHENS_74,
    ];

    fn every_phrase() -> impl Iterator<Item = &'static str> {
        ANIMAL_LISTS
            .iter()
            .chain(PLANT_LISTS)
            .flat_map(|list| list.iter().copied())
    }

    #[test]
    fn phrases_are_lowercase_trimmed_and_unique() {
        let mut seen = std::collections::HashSet::new();
        for phrase in every_phrase() {
            assert!(!phrase.is_empty());
            assert_eq!(phrase.trim(), phrase, "{phrase:?}");
            assert_eq!(phrase.to_lowercase(), phrase, "{phrase:?}");
            assert!(!phrase.contains("  "), "{phrase:?}");
            assert!(seen.insert(phrase), "listed twice: {phrase:?}");
        }
    }

    #[test]
    fn no_trap_or_plant_phrase_is_an_animal_phrase() {
        let animal: std::collections::HashSet<&str> = ANIMAL_LISTS
            .iter()
            .flat_map(|list| list.iter().copied())
            .collect();
        for phrase in PLANT_LISTS.iter().flat_map(|list| list.iter().copied()) {
            assert!(!animal.contains(phrase), "{phrase:?} is both");
        }
    }

    fn read(text: &str) -> crate::signals::SignalSet {
        let mut scratch = crate::lexicon::Scratch::new();
        crate::lexicon::read_text(text, &mut scratch).signals
    }

    /// Each text read alone names its product.
    fn each_reads_as(cases: &[(&str, crate::signals::Signal)]) {
        for &(text, product) in cases {
            assert!(read(text).has(product), "{text:?}");
        }
    }

    /// Each text read alone names no animal product.
    fn each_reads_as_plant(texts: &[&str]) {
        for text in texts {
            assert!(
                read(text).intersection(crate::lexicon::ANIMAL).is_empty(),
                "{text:?}"
            );
        }
    }

    /// Each text read alone names its product by a dish form.
    fn each_reads_as_form(cases: &[(&str, crate::signals::Signal)]) {
        for &(text, product) in cases {
            let mut scratch = crate::lexicon::Scratch::new();
            let reading = crate::lexicon::read_text(text, &mut scratch);
            assert!(reading.form_only.has(product), "{text:?}");
        }
    }

    #[test]
    fn forms_whose_recipe_is_the_product_are_found_in_any_case_and_number() {
        for form in RECIPE_IS_THE_PRODUCT
            .iter()
            .chain(RECIPE_IS_THE_PRODUCT_42)
            .chain(RECIPE_IS_THE_PRODUCT_43)
            .flat_map(|list| list.iter())
        {
            assert!(
                form.len() < 64,
                "{form:?} is longer than the lookup's buffer"
            );
            assert!(is_recipe_of_the_product(form), "{form:?}");
        }
        assert!(is_recipe_of_the_product(" Salade Lyonnaise "));
        assert!(is_recipe_of_the_product("MALAWAHS"));
        assert!(!is_recipe_of_the_product("burger"));
        assert!(!is_recipe_of_the_product(&"spätzle".repeat(20)));
    }

    #[test]
    fn round_41_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "cocoyam leaves, palm oil, a piece of momoni for depth",
                S::Fish,
            ),
            ("yam pottage with bonga flakes", S::Fish),
            ("amaranth greens and a sprinkle of dagaa", S::Fish),
            ("rice cooked in mchuzi wa nyama", S::Meat),
            ("greens cooked down in maziwa lala", S::Dairy),
            ("torn kitcha bread, with a dollop of ergo", S::Dairy),
            ("a few flakes of the Maldive fish", S::Fish),
            ("tossed with our kottu gravy on the hot plate", S::Meat),
            ("vegetables finished with thayir and coconut oil", S::Dairy),
            ("ash gourd in a spiced coconut and moru gravy", S::Dairy),
            ("wild mushrooms, shallots, red wine, moelle", S::Meat),
            ("sushi rice, pickles, noritama furikake", S::Egg),
            ("sushi rice, pickles, noritama furikake", S::Fish),
            ("baked with our dynamite sauce", S::Egg),
            ("rice, mac salad and a scoop of kalua", S::Pork),
            ("potatoes smothered in country gravy", S::Dairy),
            ("Fritos topped with our Texas red", S::Meat),
            ("enchiladas smothered in chili gravy", S::Meat),
            ("rye pasties with munavoi", S::Egg),
            ("sponge, raspberry jam, vaniljkräm", S::Dairy),
            ("the dough enriched with kesella", S::Dairy),
            ("poppy seed pastry with remonce", S::Dairy),
            ("leeks, vinaigrette and egg mimosa", S::Egg),
            (
                "steamed kithul jaggery and coconut pudding: watalappan",
                S::Egg,
            ),
        ]);
        each_reads_as_plant(&[
            "Texas Red grapefruit, mint, lime",
            "vegan dynamite sauce, scallion",
            "the menu is short, ergo the care",
            "an orange mimosa with brunch",
        ]);
        // The Lowcountry's gravy of shrimp grits is no country gravy.
        let lowcountry = read("grits in the low-country gravy");
        assert!(!lowcountry.has(S::Dairy) && !lowcountry.has(S::Meat));
    }

    #[test]
    fn round_40_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("noodles tossed in sha cha sauce", S::Shellfish),
            ("dumplings with pidong folded in", S::Pork),
            ("a scalding bowl of our old-hen broth", S::Meat),
            ("tofu stuffed with our house dace paste", S::Fish),
            ("sauerkraut pierogi z okrasą", S::Pork),
            ("garlic water, tejföl and reszelt sajt", S::Dairy),
            ("peppers, tomato, with slices of kolbász", S::Pork),
            ("wide noodles, túró, crispy topping", S::Dairy),
            ("it's cooked na kistkakh, on bones", S::Meat),
            ("red cabbage, potato dumplings, Bratensauce", S::Meat),
            ("mit einer Speckschwarte gekocht", S::Pork),
            ("semolina pudding topped with ashta", S::Dairy),
            ("atayef filled with qishta", S::Dairy),
            ("semolina halva roasted in sade yağ", S::Dairy),
            ("we brush our samsa with qaymoq", S::Dairy),
            ("arroz soltinho com charque desfiado", S::Meat),
        ]);
        each_reads_as_plant(&[
            "feijão preto, linguiça de soja, cogumelos",
            "leite condensado de coco, cacau, manteiga vegetal",
            "sacha inchi seeds, greens",
            "hen of the woods mushrooms, miso",
            "pierogi, okrasa z cebulki na oleju",
        ]);
    }

    #[test]
    fn bones_a_supplier_sends_and_an_unnamed_seafood_read_as_their_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("the butcher next door sends bones by the score", S::Meat),
            ("they keep us supplied with bones and trim", S::Meat),
            (
                "soy, sugar, garlic and a little something from the sea",
                S::Fish,
            ),
            (
                "a few precious amber drops, sun-fermented from the sea's smallest silver treasures",
                S::Fish,
            ),
        ]);
        // Bones denied are none.
        assert!(!read("no bones, no fish sauce").has(S::Meat));
    }

    #[test]
    fn an_icon_written_out_reads_as_its_emoji() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("Veggie Lasagna [leaf icon] [cow icon]", S::Meat),
            ("Tofu Bao [pig icon]", S::Pork),
            ("Granola [bee icon]", S::Honey),
        ]);
        assert!(
            read("Veggie Lasagna [leaf icon]")
                .intersection(crate::lexicon::ANIMAL)
                .is_empty()
        );
    }

    #[test]
    fn trade_names_and_marks_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "espresso, oat milk, a pump of French Vanilla Coffee-mate",
                S::Dairy,
            ),
            (
                "sourdough, GO Veggie lactose-free American slices, tomato",
                S::Dairy,
            ),
            ("two American singles, pickles", S::Dairy),
            ("crackers, a Babybel, apple slices", S::Dairy),
            ("smashed patty, Kraft Singles, pickles", S::Dairy),
            ("Guittard semisweet chips (OU-D)", S::Dairy),
            ("cocoa nibs (OK-D)", S::Dairy),
            (
                "cabbage, carrot, celery seed, Miracle Whip dressing",
                S::Egg,
            ),
            (
                "wide rice noodles, tofu, Panda Brand sauce, dark soy",
                S::Shellfish,
            ),
            (
                "oat milk, chia, berries, a drizzle of Bee Local wildflower",
                S::Honey,
            ),
            ("filo, pistachio, soaked in orange-blossom miele", S::Honey),
            (
                "pisco, key lime, cane syrup, the classic frothy top",
                S::Egg,
            ),
            ("banana, berries, Fage, oat milk", S::Dairy),
            ("broth from Kettle & Fire, onion, thyme", S::Meat),
            ("tempeh bacon, lettuce, Hellmann's, sourdough", S::Egg),
            ("spaghetti pomodoro, garlic bread, mini cannoli", S::Dairy),
            ("a bag of scratchings", S::Pork),
            ("a glass of ayran", S::Dairy),
            ("cucumber cacık on the side", S::Dairy),
            ("café de olla and two conchas", S::Egg),
            ("one pineapple bun (bolo bao)", S::Dairy),
            ("mangú with los tres golpes", S::Meat),
            ("kimchi, tofu, a spoon of Dasida", S::Meat),
            ("ladled from the house pho stockpot", S::Meat),
            ("for dipping in fondue moitié-moitié", S::Dairy),
            ("a square of old-fashioned fudge", S::Dairy),
            ("a warm mug of Horlicks", S::Dairy),
            ("a bottle of Yakult", S::Dairy),
            ("turrón de Jijona", S::Egg),
            ("funghi porcini, burro e salvia", S::Dairy),
            ("potimarron rôti, crème d'Isigny", S::Dairy),
            ("tagliolini all'uovo fatti in casa", S::Egg),
            ("fruit cup, a pain au chocolat, fresh OJ", S::Dairy),
            ("classic Scottish shortbread, three fingers", S::Dairy),
            ("lemon sorbet, a warm pistachio financier", S::Egg),
            ("apricot Danish, cinnamon twist, almond bear claw", S::Dairy),
            ("macerated strawberries, angel food cake", S::Egg),
            ("locro de zapallo + 3 warm chipas", S::Egg),
            ("radishes, fennel, anchoïade", S::Fish),
            ("chilled buckwheat noodles, mentsuyu for dipping", S::Fish),
            ("roasties, greens, proper gravy", S::Meat),
            ("pea purée, pea shoots, jus", S::Meat),
            ("simmered in a dark brown stock, crouton", S::Meat),
            ("24-hour stock (we roast the bones in-house)", S::Meat),
            ("sticky, spiced, currants, a slice of lardy cake", S::Pork),
            ("charred asparagus, sauce maltaise", S::Egg),
            ("hearts of palm, avocado, Louie dressing", S::Egg),
        ]);
    }

    #[test]
    fn brands_whose_recipe_holds_an_animal_part_read_as_it() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("mint soft serve, a few crushed Altoids on top", S::Gelatin),
            ("two toasted brown-sugar Pop-Tarts, berries", S::Gelatin),
            ("a bowl of Frosted Mini-Wheats with oat milk", S::Gelatin),
            ("pink Starburst chews on the rim", S::Gelatin),
            ("a Rice Krispies treat for the kids", S::Gelatin),
            ("egg noodles tossed in our XO sauce", S::Pork),
            ("egg noodles tossed in our XO sauce", S::Shellfish),
            ("turnip cake, house XO chilli", S::Pork),
            ("steamed with Jinhua ham and ginger", S::Pork),
            ("congee with conpoy and scallion", S::Shellfish),
            ("espresso-dipped savoiardi, cocoa", S::Egg),
        ]);
    }

    #[test]
    fn candies_plant_setters_and_plant_versions_stay_plant() {
        use crate::signals::Signal as S;
        for text in [
            "a scoop of sorbet with Swedish Fish and Skittles",
            "pectin gummy bears, sour worms set with agar",
            "agar-agar jelly cubes in lychee syrup",
            "two unfrosted Pop-Tarts, jam",
            "rice noodles in a mushroom XO sauce",
            "kale, croutons, nooch parm",
            "chicken-less nuggets, fish-less fillet, beef-less crumbles",
        ] {
            let read = read(text);
            assert!(!read.any(crate::lexicon::ANIMAL), "{text:?}: {read:?}");
        }
        // A real fish word beside the candy still counts.
        assert!(read("Swedish Fish, and a pickled herring plate").has(S::Fish));
        // The plant setter qualifies its own word only, and sets only what
        // gelatin would.
        assert!(read("pectin, with gelatin sheets").has(S::Gelatin));
        assert!(read("agar honey jelly").has(S::Honey));
    }

    #[test]
    fn plant_brands_and_lookalikes_of_the_marks_stay_plant() {
        use crate::signals::Signal as S;
        // A vegan marshmallow brand qualifies the marshmallows after it.
        assert!(!read("torched Dandies marshmallows").has(S::Gelatin));
        // "OU-DE" is dairy equipment, not a dairy ingredient; "oud" is a
        // word of its own.
        assert!(!read("dark chocolate (OU-DE)").has(S::Dairy));
        assert!(!read("a syrup with notes of oud").has(S::Dairy));
        // The brand's vegan mayonnaise, mayo included.
        assert!(!read("panko tofu, Hellmann's Vegan mayo, sourdough").has(S::Egg));
        assert!(!read("crackers, Babybel Plant-Based, grapes").has(S::Dairy));
        // Peanut butter in French; pickles named for a sandwich; plant jus.
        assert!(!read("pain au levain, beurre de cacahuète, banane").has(S::Dairy));
        assert!(!read("Bread & Butter Pickles").has(S::Dairy));
        assert!(!read("seared king oyster, mushroom jus").has(S::Meat));
        assert!(!read("a scone with coconut clotted cream & jam").has(S::Dairy));
        assert!(!read("crème de menthe, white cacao, coconut cream").has(S::Dairy));
    }

    #[test]
    fn round_35_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            // Danish, Swedish, Norwegian.
            ("open sandwich of rye, smør and radishes", S::Dairy),
            ("new potatoes in dill and a knob of smör", S::Dairy),
            ("waffles, cloudberry jam, vispgrädde", S::Dairy),
            ("köttbullar in gräddsås", S::Dairy),
            ("crispbread with Västerbotten and pear", S::Dairy),
            ("a slice of brunost on a warm waffle", S::Dairy),
            ("brown beans and stekt fläsk", S::Pork),
            ("yellow pea soup, a fläsklägg, mustard", S::Pork),
            ("rye bread, leverpostej, pickled beets", S::Pork),
            ("rullepølse on rye with aspic", S::Pork),
            ("toast skagen topped with löjrom", S::Fish),
            ("boiled egg and Kalles kaviar", S::Fish),
            ("senapssill, new potatoes, chives", S::Fish),
            // Georgian and Ukrainian.
            ("beans stewed with a slab of smoked lori", S::Pork),
            ("griddled sulguni with mint", S::Dairy),
            ("rice pilaf finished with erbo", S::Dairy),
            ("kharcho with walnuts and tkemali", S::Meat),
            ("a bowl of chikhirtma", S::Egg),
            ("a bowl of chikhirtma", S::Meat),
            // Afghan and Uzbek.
            ("palaw cooked in dumba", S::Meat),
            ("plov in cottonseed oil and kurdyuk", S::Meat),
            ("noodles in a ladle of shurpa", S::Meat),
            ("fried eggplant topped with qurut", S::Dairy),
            ("potato bolani with chaka", S::Dairy),
            ("a side of mast-o-khiar", S::Dairy),
            ("spinach cooked in roghan-e-zard", S::Dairy),
            ("naan with qaymaq and jam", S::Dairy),
            ("a bowl of firni with pistachio", S::Dairy),
            // Greek and Turkish.
            ("peppers stuffed with rice and kimá", S::Meat),
            ("warm dolma, etli", S::Meat),
            ("pide with kıyma and egg", S::Meat),
            ("lahmacun with parsley and lemon", S::Meat),
            ("the house kotósoupa", S::Meat),
            ("soup finished avgolémono", S::Egg),
            ("menemen with kaşar", S::Dairy),
            ("a bowl of sütlaç", S::Dairy),
            // Portuguese, Sri Lankan, West African, British.
            ("rice with clams and presunto", S::Pork),
            ("jackfruit curry with umbalakada", S::Fish),
            ("egusi with stockfish and iru", S::Fish),
            ("dumplings made with Atora", S::Meat),
        ]);
    }

    #[test]
    fn round_36_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            // Nepali, Tibetan and Bhutanese.
            ("a thermos of po cha and a bowl of tsampa", S::Dairy),
            ("dried chhurpi to chew on", S::Dairy),
            ("kewa datshi with red rice", S::Dairy),
            ("rice cooked with a little ghiu", S::Dairy),
            ("a cup of juju dhau", S::Dairy),
            ("thukpa in kukhura ko jhol", S::Meat),
            ("beaten rice with sukuti and pickle", S::Meat),
            ("steamed buff momo", S::Meat),
            ("phaksha paa with radish", S::Pork),
            // Khmer, Lao, Thai and Indonesian ferments.
            ("a dip of prahok with raw vegetables", S::Fish),
            ("som tam seasoned with padaek", S::Fish),
            ("a dipping bowl of teuk trey", S::Fish),
            ("sambal made with trasi", S::Shellfish),
            ("grilled sai oua with sticky rice", S::Pork),
            // Levantine and Armenian.
            ("eggs fried with basturma", S::Meat),
            ("a plate of pastourma and olives", S::Meat),
            ("walnuts drizzled with meghr", S::Honey),
            ("a glass of matsun", S::Dairy),
            ("arayes with tahini", S::Meat),
            // Moroccan and Algerian.
            ("vegetables finished with smen", S::Dairy),
            ("eggs with khlii", S::Meat),
            ("couscous with gueddid", S::Meat),
            ("a bowl of amlou and bread", S::Honey),
            ("chebakia for the iftar table", S::Honey),
            ("a glass of lben", S::Dairy),
            // Oaxacan.
            ("mole negro with guajolote", S::Meat),
            ("higaditos for breakfast", S::Egg),
            ("tlayuda with quesillo", S::Dairy),
            // Persian.
            ("rice with a knob of kareh", S::Dairy),
            ("a side of mast and shallots", S::Dairy),
            ("noodle soup with a spoon of mast", S::Dairy),
            ("beans simmered in ab-e morgh", S::Meat),
            ("barley soup with goosht", S::Meat),
            ("herb kuku, barberries", S::Egg),
            ("a side of mirza ghasemi", S::Egg),
            ("saffron ice cream: bastani", S::Dairy),
            // Québécois, Catalan and Basque.
            ("pastry made with saindoux", S::Pork),
            ("toast with cretons", S::Pork),
            ("bread with anxoves", S::Fish),
            ("white beans with botifarra", S::Pork),
            ("a pintxo of txistorra", S::Pork),
            ("grilled bread, formatge, tomato", S::Dairy),
            ("potatoes in mantega", S::Dairy),
            ("mel i mató for dessert", S::Dairy),
            // Soul food and Pennsylvania Dutch.
            ("black-eyed peas with streak o' lean", S::Pork),
            ("beans cooked with side meat", S::Pork),
            ("stuffed hog maw", S::Pork),
            ("apple butter and smearcase", S::Dairy),
            // The brewer's finings.
            ("onion rings in a cask ale batter", S::Fish),
            ("a beer cleared with traditional finings", S::Fish),
            ("a beer cleared with finings", S::Gelatin),
        ]);
    }

    #[test]
    fn round_36_kitchens_plant_words_and_look_alikes_stay_plant() {
        let animal = crate::lexicon::ANIMAL;
        for text in [
            // Plant food of the same kitchens.
            "tsampa, thenthuk, timur achar, aloo tama, gundruk",
            "yellow kroeung, lemongrass, galangal, kaffir lime",
            "bissara, zaalouk, khobz, msemen, harira, bakoula",
            "mujaddara, muhammara, fattoush, pickled turnip",
            "sabzi khordan, torshi, lavash, shirazi salad",
            "tejate, tlayuda with black beans, mole amarillo",
            "escalivada, pa amb tomàquet, calçots with romesco",
            "escalivada on coca - sense anxoves",
            "collard greens, chow-chow, pepper cabbage",
            // Coffee dried in its fruit, and finings that are not fish.
            "a honey-processed Costa Rican espresso",
            "coffee by the honey process",
            "a lager fined with Irish moss finings",
            // Vegan poutine's curds.
            "frites, cashew curds, mushroom gravy",
            // English words the new ones could be mistaken for.
            "we sat by the mast",
            "Trey ordered the salad",
            "a buff-coloured bowl",
            "two tickets to Provo",
            "the samaki art print",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
    }

    #[test]
    fn round_39_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            // Italian regional cheeses and pork.
            (
                "pizzoccheri with Valtellina Casera melted through",
                S::Dairy,
            ),
            ("pesto pounded with Fiore Sardo and pine nuts", S::Dairy),
            ("folded warm with squacquerone and rucola", S::Dairy),
            ("a rind off the Grana wheel", S::Dairy),
            ("stracchino, rocket, warm piadina", S::Dairy),
            ("borlotti cooked with le cotiche", S::Pork),
            ("tigelle with a pot of cunza to spread", S::Pork),
            ("polenta with ciccioli", S::Pork),
            ("tagliatelle alla panna", S::Dairy),
            ("spaghetti with gamberi and cherry tomatoes", S::Shellfish),
            ("pappardelle al cinghiale", S::Meat),
            // Korean jeotgal and Filipino pastes.
            ("kimchi made with eoriguljeot", S::Shellfish),
            ("radish kimchi, a spoon of jeotguk", S::Fish),
            ("seasoned with myeolchi-jeot", S::Fish),
            ("squash in coconut milk, a spoon of ginamos", S::Fish),
            ("chayote sauteed with a little sahog", S::Pork),
            ("chayote sauteed with a little sahog", S::Shellfish),
            // Japanese ramen fats and dashi by its fish.
            ("shoyu tare, finished with chiyu", S::Meat),
            ("tonkotsu-free broth, sprinkled with seabura", S::Pork),
            ("vegetables in a kezuri-bushi broth", S::Fish),
            ("miso broth with gyokai powder", S::Fish),
            ("tsuyu of saba-bushi and kombu", S::Fish),
            // North Indian milk solids and the ghee of a rotli.
            ("red carrots, cardamom, mawa, cashews", S::Dairy),
            ("dal, shaak, two chopadeli rotli", S::Dairy),
            ("saffron rabdi", S::Dairy),
            ("a pot of mishti doi", S::Dairy),
            // Finings of wine.
            ("sur lie, collage à l'ichthyocolle", S::Fish),
            ("Sangiovese, chiarificato con albume", S::Egg),
            ("off-dry; Schönung mit Hausenblase", S::Fish),
            ("collage au blanc d'oeuf", S::Egg),
            // The French egg wash.
            ("rum raisins, dorure before baking", S::Egg),
        ]);
    }

    #[test]
    fn round_39_dough_and_bake_forms_are_their_recipe() {
        use crate::signals::Signal as S;
        // In a dish's description the classic: egg, lard, milk.
        each_reads_as(&[
            ("Piedmont's thin golden tajarin, truffle", S::Egg),
            ("Swabian lentils, knöpfle scraped from the board", S::Egg),
            ("springy wonton noodles, choy sum", S::Egg),
            ("passatelli in brodo", S::Dairy),
            ("grilled eggplant, tortang talong", S::Egg),
            ("gnocco fritto, giardiniera", S::Pork),
            ("kalakand and pistachio slivers", S::Dairy),
            ("pastry basket (croissants & danishes)", S::Egg),
            ("beet tartare on buckwheat blini", S::Dairy),
        ]);
        // The dish forms whose recipe is the product are all read as forms.
        for forms in RECIPE_IS_THE_PRODUCT
            .iter()
            .chain(RECIPE_IS_THE_PRODUCT_42)
            .chain(RECIPE_IS_THE_PRODUCT_43)
        {
            for form in forms.iter() {
                let mut scratch = crate::lexicon::Scratch::new();
                let reading = crate::lexicon::read_text(form, &mut scratch);
                assert!(
                    !reading.form_only.is_empty()
                        && reading.form_only
                            == reading.signals.intersection(crate::lexicon::ANIMAL),
                    "{form:?}: {:?}",
                    reading.form_only
                );
            }
        }
    }

    #[test]
    fn round_42_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("in our house masa made with grasa de pella", S::Meat),
            ("flour, salmuera and a bit of grasa", S::Meat),
            ("corn pastelera baked over the pino", S::Meat),
            (
                "stone-ground grits, Creole tomato gravy, grillades",
                S::Meat,
            ),
            ("on Leidenheimer bread dipped in debris gravy", S::Meat),
            ("spaghetti, green onion, in old sober broth", S::Meat),
            ("stewed down slow with the Sunday roast's jelly", S::Meat),
            ("dumplings with a little öökh for juiciness", S::Meat),
            ("hand-cut noodle sheets, ladled with sorpa", S::Meat),
            (
                "crinkle fries topped with our famous stadium chili",
                S::Meat,
            ),
            ("rice porridge topped with rousong and scallion", S::Pork),
            ("cooked with a piece of macher matha", S::Fish),
            ("taro leaves cooked with coconut and ilish bones", S::Fish),
            ("the balchão masala ground with galmbo", S::Shellfish),
            ("bottle gourd, cumin, a handful of chingri", S::Shellfish),
            ("the shukto with a little dudh at the end", S::Dairy),
            ("crisp fried dough pieces, served with öröm", S::Dairy),
            ("puffy fried dough, kneaded with katyk", S::Dairy),
            ("pastries pan-fried in shar tos", S::Dairy),
            ("a glass of chilled kymyz", S::Dairy),
            (
                "potato and cabbage baked under a blanket of Orkney",
                S::Dairy,
            ),
            ("sourdough and rye, jams, Lurpak portions", S::Dairy),
            ("beans, rice, salsa (comes w/ Jack)", S::Dairy),
        ]);
        // Dish forms whose recipe is the product, read as forms.
        each_reads_as_form(&[
            ("Provoleta", S::Dairy),
            ("Champ", S::Dairy),
            ("Pineapple Pulissery", S::Dairy),
            ("Cranachan", S::Honey),
            ("Skirlie", S::Meat),
            ("Stovies", S::Meat),
            ("Cullen Skink", S::Fish),
            ("Bebinca", S::Egg),
            ("Pastel de Choclo", S::Meat),
            ("Chivito Veggie", S::Pork),
        ]);
        for form in [
            "provoleta",
            "chivitos",
            "Cullen Skink",
            "bebinca",
            "pastel de choclo",
        ] {
            assert!(is_recipe_of_the_product(form), "{form:?}");
        }
        each_reads_as_plant(&[
            "masa made with grasa vegetal",
            "bajo en grasa, sin azúcar",
            "empanadas con pino de soja",
            "battered brinjal fried in mustard oil, with kasundi",
            "champignons, thyme",
            "congee with mushroom floss",
            "tacos with jackfruit carnitas",
        ]);
    }

    #[test]
    fn round_45_drinks_counter_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "raspberry, strawberry, lemonade, raspberry sherbet",
                S::Dairy,
            ),
            ("a scoop of rainbow sherbert", S::Dairy),
        ]);
        each_reads_as_plant(&[
            "raspberry, strawberry, lemonade, raspberry sorbet",
            "a bag of sherbet lemons",
            "vegan sherbet, mango",
        ]);
        assert!(read("Curry Plate (AVML)").has(S::VegetarianLabel));
    }

    #[test]
    fn a_drinks_counters_tools_shared_with_another_shop_are_shared_equipment() {
        use crate::signals::Signal as S;
        assert!(
            read("We share the back bar - same shakers and foam frother as their cheese foam drinks, rinsed in between.")
                .has(S::SharedSurface)
        );
        assert!(
            read("Our own frother and shakers, never shared.")
                .intersection(crate::lexicon::ANIMAL)
                .is_empty()
        );
        // ("Our own frother ..., never shared." is read as "own fryer,
        // never shared" is: a denied sharing word after a dedicated claim
        // is still read as sharing, which fails closed.)
        assert!(!read("Our frother and shakers, never shared.").has(S::SharedSurface));
    }

    #[test]
    fn a_vegetarian_meal_code_or_a_lacto_or_ovo_diet_allows_dairy_or_eggs() {
        for text in [
            "Vegan Curry Plate (AVML)",
            "VLML (vegetarian lacto-ovo): roasted veg",
            "an ovo-lacto menu",
            "lacto vegetarian thali",
            "Jain meal - vjml",
        ] {
            assert!(names_a_dairy_or_egg_vegetarian_diet(text), "{text:?}");
        }
        for text in [
            "Chana Masala (VGML)",
            "lacto-fermented pickles",
            "huevos, ovo, lacto",
            "vegetarian lasagna",
            "AVMLX platter",
        ] {
            assert!(!names_a_dairy_or_egg_vegetarian_diet(text), "{text:?}");
        }
    }

    #[test]
    fn round_44_chain_staples_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "tomato rice, garlic, Knorr tomato-chicken bouillon",
                S::Meat,
            ),
            ("rice cooked with caldo de tomate", S::Meat),
            ("tortilla chips, black beans, pico, Mexi-blend", S::Dairy),
            ("topped with mexi blend", S::Dairy),
            ("tempeh, lettuce, tomato on a Hawaiian roll", S::Egg),
            ("sliders on Hawaiian sweet rolls", S::Dairy),
        ]);
        each_reads_as_plant(&[
            "tomato rice, garlic, vegetable bouillon",
            "tempeh on a vegan Hawaiian roll",
            "chips, beans, vegan mexi-blend",
        ]);
    }

    #[test]
    fn round_43_kitchens_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("breadfruit, dumplings, callaloo, salted pigtail", S::Pork),
            ("rice and peas cooked with pig tails", S::Pork),
            ("green onion roll with negitoro", S::Fish),
            ("lilikoi and li hing syrups, snow cap", S::Dairy),
            (
                "leek, grilled over binchotan, dipped in our 60-year tare",
                S::Meat,
            ),
            ("shishito brushed with the perpetual tare", S::Meat),
        ]);
        // Dish forms whose recipe is the product, read as forms.
        each_reads_as_form(&[
            ("Nam Prik Ong Set", S::Pork),
            ("Papa a la Huancaína", S::Dairy),
            ("boiled potato, our huancaina sauce", S::Dairy),
            ("potatoes in the classic ocopa", S::Dairy),
            ("Lomi Lomi Salmon", S::Fish),
            ("the classic lomi, two scoops rice", S::Fish),
            ("Malasadas", S::Egg),
            ("Malasadas", S::Dairy),
            ("the Friday-night kugel, grated potato", S::Egg),
        ]);
        for form in [
            "nam prik ong",
            "Ocopa",
            "lomi",
            "malasadas",
            "Kugel",
            "huancaína",
        ] {
            assert!(is_recipe_of_the_product(form), "{form:?}");
        }
        each_reads_as_plant(&[
            "shave ice with coconut snow cap",
            "kombu tare, grilled shiitake",
            "kombu broth, negi-yu (scallion oil)",
            "toro-style watermelon nigiri",
            "Mango-Sorbet, eine Kugel",
            "Zitronensorbet: 1 Kugel",
        ]);
        // A tare of no age said is the house sauce, not the skewers' pot.
        assert!(!read("grilled over binchotan, brushed with tare").has(S::Meat));
    }

    #[test]
    fn round_39_plant_words_and_look_alikes_stay_plant() {
        let animal = crate::lexicon::ANIMAL;
        for text in [
            // Plant food of the same kitchens.
            "farinata, panelle, pici, cime di rapa, pangrattato",
            "a salsa casera on the side",
            "kkakdugi made with salted plum and no jeotgal",
            "ginataang langka - no bagoong, no sahog",
            "kombu broth, negi-yu (scallion oil), menma",
            // Look-alikes: parchment, honeycomb toffee, plant glazes.
            "soft pav baked on butter paper, brushed with sunflower oil",
            "shards of honeycomb toffee",
            "a sack of cinder toffee",
            "a bottle of Acqua Panna",
            "pain aux raisins, dorure végétale",
            "pain aux raisins, aquafaba dorure",
            // Italian "without" and "nor".
            "pangrattato - senza acciughe",
            "porcini, senza burro né formaggio",
            // A Danish rye is no pastry.
            "Danish rye with avocado",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
        // Named as made without its product, a dough form is plant.
        let mut scratch = crate::lexicon::Scratch::new();
        let reading =
            crate::lexicon::read_text("our nokedli are flour and water, no egg", &mut scratch);
        assert!(
            !reading.signals.has(crate::signals::Signal::Egg),
            "{:?}",
            reading.signals
        );
    }

    #[test]
    fn italian_plant_milks_and_nut_cheeses_stay_plant_and_dairy_as_a_class_is_dairy() {
        let animal = crate::lexicon::ANIMAL;
        for text in [
            "pomodoro, mozzarella di anacardi, basilico",
            "caffè freddo con latte d'avena",
            "vegano - senza latticini, uova o miele",
            "risotto al brodo vegetale, panna di soia",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
        for text in [
            "contiene latticini",
            "mozzarella di bufala, basilico",
            "latte di mandorla e panna",
        ] {
            let signals = read(text);
            assert!(
                signals.has(crate::signals::Signal::Dairy),
                "{text:?}: {signals:?}"
            );
        }
        assert!(read("mozzarella di anacardi").has(crate::signals::Signal::TreeNut));
    }

    #[test]
    fn spanish_stocks_are_read_whole_so_a_denial_reaches_them() {
        let animal = crate::lexicon::ANIMAL;
        for text in [
            "(V) vegetariano: sin carne, sin manteca, sin caldo de pollo.",
            "arroz blanco, sin caldo de res",
            "sopa de fideo - no lleva caldo de pollo",
            "(VG) Vegano: sin manteca, sin jamón, sin sazón de pollo, sin mantequilla.",
            "frijoles guisados sin pata de res ni patas de cerdo",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
        for text in [
            "arroz cocido en caldo de pollo",
            "toasted vermicelli in a tomato caldo de pollo",
            "sopa de lima, a lime caldo de pavo",
            "frijoles charros con caldo de res, sin cebolla",
            "sopa de mariscos en caldo de camarón",
            "habichuelas guisadas con sazón de pollo",
            "caldo de pata de res con yuca",
            "frijoles con patas de puerco",
        ] {
            assert!(read(text).any(animal), "{text:?}");
        }
    }

    #[test]
    fn point_of_sale_shorthand_reads_as_its_animal_word() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("rice ndls, chkn brth, scallion", S::Meat),
            ("grilled chkn, rice", S::Meat),
            ("kale, +bcn bits, ranch", S::Pork),
            ("club: trky, lttc, tom", S::Meat),
            ("sourdough w/ provo", S::Dairy),
            ("rye, swss, kraut", S::Dairy),
            ("toast w/ bttr", S::Dairy),
            ("bagel, smkd slmn, capers", S::Fish),
        ]);
        // Plant shorthand stays plant, and "vgn" makes an imitation.
        let animal = crate::lexicon::ANIMAL;
        for text in [
            "smashed chkpea, celery, dill, lttc, rye",
            "shrooms, avo, tom, sw pot, tahini drzl",
            "vgn mayo, pickles",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
    }

    #[test]
    fn round_35_kitchens_plant_words_and_look_alikes_stay_plant() {
        let animal = crate::lexicon::ANIMAL;
        for text in [
            // Plant food of the same kitchens.
            "havremjölk, knäckebröd, lingonberries, pressgurka",
            "rugbrød with avocado, radish and chives",
            "a smörgåsbord of salads",
            "lobio, pkhali, badrijani with walnut, ajapsandali, tkemali, jonjoli",
            "bolani, sabzi chalau, kaddo with dried mint",
            "fasolada, gigantes plaki, imam bayıldı, zeytinyağlı sarma, mercimek çorbası",
            "caldo verde, couve, feijão",
            // English words the new ones could be mistaken for.
            "a thermos flask of tea",
            "we sat by the mast",
            "Lori's lemonade stand",
            "Chaka Khan on the stereo",
            "Mast Brothers dark chocolate",
            "kuzu-thickened glaze",
            "a sheer delight",
            // Plant versions by name.
            "stew with Atora Vegetable suet dumplings",
            "etsiz lahmacun",
            "vegan lahmacun",
            "plant-based köttbullar",
            "oat-milk bread sauce",
            "cashew-yogurt chaka",
        ] {
            let signals = read(text);
            assert!(!signals.any(animal), "{text:?}: {signals:?}");
        }
    }

    #[test]
    fn round_35_to_39_kitchens_words_are_also_listed_without_diacritics() {
        // Menus drop diacritics: each single word listed with them is
        // listed without them too, unless the plain form is another word.
        const DIACRITIC_ONLY: &[&str] = &[
            // "smor" + "es" is "smores"; "flask"; "kott", "kod" and "aeg"
            // are a name, a word for code and a brand; "sut" is Slavic
            // slang; "kasar" a family name.
            "smør", "smör", "fläsk", "flæsk", "kött", "kød", "æg", "süt", "kaşar",
            // Round 36: "mato" is Spanish "I kill" and Portuguese "bush".
            "mató", "matò",
        ];
        let all: std::collections::HashSet<&str> = every_phrase().collect();
        let plain = |phrase: &str| -> String {
            phrase
                .chars()
                .flat_map(|c| match c {
                    'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' => "a".chars().collect::<Vec<_>>(),
                    'é' | 'è' | 'ê' | 'ë' => vec!['e'],
                    'í' | 'ì' | 'î' | 'ï' | 'ı' => vec!['i'],
                    'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ø' => vec!['o'],
                    'ú' | 'ù' | 'û' | 'ü' => vec!['u'],
                    'ç' => vec!['c'],
                    'ş' => vec!['s'],
                    'ğ' => vec!['g'],
                    'ñ' => vec!['n'],
                    'æ' => vec!['a', 'e'],
                    'ß' => vec!['s', 's'],
                    other => vec![other],
                })
                .collect()
        };
        let lists = [
            MEAT_KITCHENS,
            PORK_KITCHENS,
            FISH_KITCHENS,
            SHELLFISH_KITCHENS,
            DAIRY_KITCHENS,
            EGG_KITCHENS,
            MEAT_EGG_KITCHENS,
            FORMS_MEAT,
            MEAT_KITCHENS_36,
            PORK_KITCHENS_36,
            FISH_KITCHENS_36,
            DAIRY_KITCHENS_36,
            FORMS_MEAT_36,
            FORMS_PORK_36,
            PORK_KITCHENS_39,
            FISH_KITCHENS_39,
            DAIRY_KITCHENS_39,
            EGG_KITCHENS_39,
            FORMS_EGG_DOUGH,
        ];
        let mut missing = Vec::new();
        for phrase in lists.iter().flat_map(|list| list.iter().copied()) {
            // Only words of the Latin script (Greek, Cyrillic and Arabic
            // words are written as they are).
            let latin = phrase.chars().all(|c| (c as u32) < 0x0250 || c == ' ');
            let stripped = plain(phrase);
            if latin
                && stripped != phrase
                && !phrase.contains(' ')
                && !all.contains(stripped.as_str())
                && !DIACRITIC_ONLY.contains(&phrase)
            {
                missing.push(phrase);
            }
        }
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn spanish_accented_words_are_also_listed_without_accents() {
        // Menus often drop accents: a single accented word needs its plain
        // spelling too (in this file or, for older words, in the lexicon).
        let all: std::collections::HashSet<&str> = every_phrase().collect();
        let plain = |phrase: &str| -> String {
            phrase
                .chars()
                .map(|c| match c {
                    'á' => 'a',
                    'é' => 'e',
                    'í' => 'i',
                    'ó' => 'o',
                    'ú' => 'u',
                    'ñ' => 'n',
                    other => other,
                })
                .collect()
        };
        let mut missing = Vec::new();
        let lists = [
            MEAT_ES,
            PORK_ES,
            FISH_ES,
            SHELLFISH_ES,
            DAIRY_ES,
            EGG_ES,
            DAIRY_EGG_ES,
            HONEY_ES,
            OTHER_ANIMAL_ES,
        ];
        for phrase in lists.iter().flat_map(|list| list.iter().copied()) {
            let stripped = plain(phrase);
            // A plain plural ("rinones") covers its singular ("rinon").
            let known = |word: &str| {
                all.contains(word)
                    || [word.strip_suffix("es"), word.strip_suffix('s')]
                        .into_iter()
                        .flatten()
                        .any(|singular| all.contains(singular))
            };
            if stripped != phrase && !phrase.contains(' ') && !known(&stripped) {
                missing.push(phrase);
            }
        }
        // Plain in the lexicon's own table.
        missing.retain(|p| !matches!(*p, "chicharrón" | "salmón" | "kéfir"));
        assert!(missing.is_empty(), "{missing:?}");
    }

    /// What a strict vegan is told of a record whose menu is `(name,
    /// description, labels)` lines of one section, seen a month ago.
    fn strict_vegan_decision(lines: &[(&str, &str, &[&str])]) -> dietfit_contract::Decision {
        let mut record = dietfit_contract::IngestRecord::parse_line(
            r#"{"external_id":"t:1","name":"T","menu":[],"declarations":[]}"#,
        )
        .unwrap();
        for (name, description, labels) in lines {
            record.menu.push(dietfit_contract::MenuItem {
                name: (*name).to_owned(),
                description: (!description.is_empty()).then(|| (*description).to_owned()),
                section: Some("Pratos".to_owned()),
                price: None,
                labels: labels.iter().map(|l| (*l).to_owned()).collect(),
                observed_at: time::macros::datetime!(2026-10-01 00:00:00 UTC),
                source: "https://menu.example".to_owned(),
            });
        }
        let now = time::macros::datetime!(2026-11-01 00:00:00 UTC);
        let profile = dietfit_contract::UserProfile {
            diet: dietfit_contract::Diet::StrictVegan,
            exclude_cross_contamination: false,
            dietary_rules: Vec::new(),
        };
        crate::decide(&crate::evaluate(&record, now), &profile, now)
            .match_for_profile
            .decision
    }

    const VEGAN: &[&str] = &["vegan"];
    /// Two plain vegan dishes every record below holds.
    const PLAIN_VEGAN: [(&str, &str, &[&str]); 2] = [
        ("Garden Bowl", "quinoa, roasted vegetables, tahini", VEGAN),
        ("Lentil Curry", "red lentils, coconut, spinach", VEGAN),
    ];

    /// A dish labelled vegan whose description holds `words`.
    fn vegan_dish_with(description: &str) -> dietfit_contract::Decision {
        let [bowl, curry] = PLAIN_VEGAN;
        strict_vegan_decision(&[bowl, curry, ("Chef's Plate", description, VEGAN)])
    }

    /// The plain vegan dishes, a third, and a menu line saying every dish
    /// is made with what it names.
    fn vegan_menu_with_note(note: &str) -> dietfit_contract::Decision {
        let [bowl, curry] = PLAIN_VEGAN;
        let rice = ("Arroz e Feijão", "arroz, feijão", VEGAN);
        strict_vegan_decision(&[bowl, curry, rice, (note, "", &[])])
    }

    /// Round 57's words in Italian, Lao, French, Portuguese and Spanish, each
    /// with how its language says "with" and "every dish is made with".
    const ROUND_57_ANIMAL: &[(&str, &str, crate::signals::Signal)] = {
        use crate::signals::Signal as S;
        &[
            ("it", "strutto", S::Pork),
            ("it", "guanciale", S::Pork),
            ("it", "brodo di pollo", S::Meat),
            ("it", "brodo di carne", S::Meat),
            ("it", "brodo di pesce", S::Fish),
            ("it", "acciughe", S::Fish),
            ("it", "burro", S::Dairy),
            ("it", "uova", S::Egg),
            ("fr", "padaek", S::Fish),
            ("fr", "pa daek", S::Fish),
            ("fr", "plaa raa", S::Fish),
            ("fr", "sauce de poisson", S::Fish),
            ("fr", "bouillon de poulet", S::Meat),
            ("fr", "bouillon de poisson", S::Fish),
            ("fr", "saindoux", S::Pork),
            ("fr", "graisse de canard", S::Meat),
            ("fr", "lardons", S::Pork),
            ("pt", "bacon", S::Pork),
            ("pt", "feijão, paio, couve", S::Pork),
            ("pt", "paio defumado", S::Pork),
            ("pt", "linguiça", S::Pork),
            ("pt", "toucinho", S::Pork),
            ("pt", "banha", S::Pork),
            ("pt", "torresmo", S::Pork),
            ("pt", "ovo", S::Egg),
            ("pt", "ovos", S::Egg),
            ("pt", "maionese de ovo", S::Egg),
            ("pt", "maionese", S::Egg),
            ("pt", "manteiga", S::Dairy),
            ("pt", "leite", S::Dairy),
            ("pt", "queijo", S::Dairy),
            ("pt", "caldo de galinha", S::Meat),
            ("pt", "caldo de peixe", S::Fish),
            ("pt", "caldo de camarão", S::Shellfish),
            ("pt", "frango", S::Meat),
            ("pt", "carne seca", S::Meat),
            ("pt", "farofa de bacon", S::Pork),
            ("pt", "camarão", S::Shellfish),
            ("pt", "peixe", S::Fish),
            ("es", "manteca de cerdo", S::Pork),
            ("es", "chicharrón", S::Pork),
            ("es", "tocino", S::Pork),
        ]
    };

    /// How each language says "with" in a description, and a note that
    /// every dish is made with something.
    fn with_and_note(language: &str) -> (&'static str, &'static str) {
        match language {
            "it" => ("verdure arrosto con ", "* Tutti i piatti sono fatti con "),
            "fr" => ("légumes rôtis avec ", "* Tous nos plats sont faits avec "),
            "pt" => ("legumes assados com ", "* Todos os pratos são feitos com "),
            _ => ("verduras asadas con ", "* Todos los platos se hacen con "),
        }
    }

    #[test]
    fn round_57_kitchens_words_read_as_their_animal_product() {
        for &(_, word, product) in ROUND_57_ANIMAL {
            // "burro" and "paio" alone are other words ("burro" is also a
            // burrito, "paio" Italian "pair"): outside a menu's list they
            // are read in their cooks' phrases.
            let alone = match word {
                "burro" => "cotto nel burro",
                "feijão, paio, couve" => "feijão com paio",
                _ => word,
            };
            assert!(read(alone).has(product), "{alone:?}");
        }
    }

    #[test]
    fn round_57_words_stop_a_vegan_dish_and_a_note_says_every_dish_holds() {
        use dietfit_contract::Decision;
        for &(language, word, _) in ROUND_57_ANIMAL {
            let (with, note) = with_and_note(language);
            let dish = vegan_dish_with(&format!("{with}{word}"));
            assert_ne!(dish, Decision::Fit, "{language} {word:?} in a vegan dish");
            let noted = vegan_menu_with_note(&format!("{note}{word}."));
            // Mayonnaise is a dish form with common plant versions: a note
            // naming it leaves the dishes uncertain rather than ruled out.
            if word == "maionese" {
                assert_ne!(noted, Decision::Fit, "{language} {word:?} in a note");
            } else {
                assert_eq!(noted, Decision::NotFit, "{language} {word:?} in a note");
            }
        }
        // The frame alone is fit, so each answer above is the word's.
        assert_eq!(vegan_dish_with("roasted vegetables, herbs"), Decision::Fit);
    }

    #[test]
    fn round_57_plant_butters_milks_and_vegan_versions_stay_fit() {
        use dietfit_contract::Decision;
        for (language, word) in [
            ("pt", "manteiga vegetal"),
            ("pt", "manteiga de amendoim"),
            ("pt", "leite de coco"),
            ("pt", "leite de aveia"),
            ("pt", "queijo vegano"),
            ("pt", "maionese vegana"),
            ("pt", "ovo vegano"),
            ("pt", "farofa de banana"),
            ("it", "burro di cacao"),
            ("it", "burro di arachidi"),
            ("it", "burro vegetale"),
            ("it", "burro vegano"),
            ("it", "brodo vegetale"),
            ("fr", "bouillon de légumes"),
            ("fr", "lait de coco"),
            ("es", "manteca vegetal"),
        ] {
            let (with, note) = with_and_note(language);
            let dish = format!("{with}{word}");
            assert_eq!(vegan_dish_with(&dish), Decision::Fit, "{dish:?}");
            let noted = format!("{note}{word}.");
            assert_eq!(vegan_menu_with_note(&noted), Decision::Fit, "{noted:?}");
        }
        // A pot and cane sugar named "panela" are no cheese; the Mexican
        // cheese still is.
        use crate::signals::Signal as S;
        each_reads_as_plant(&[
            "O feijão dos pratos veganos é feito em panela separada, só com alho e cebola.",
            "cozido na mesma panela",
            "agua de panela con limón",
        ]);
        each_reads_as(&[
            ("tacos de nopal con queso panela", S::Dairy),
            ("panela, salsa verde", S::Dairy),
        ]);
        // Their allergens stay.
        assert!(read("con burro di arachidi").has(S::Peanut));
        assert!(read("burro di mandorle").has(S::TreeNut));
    }

    #[test]
    fn arabic_nouns_are_read_under_the_words_written_onto_them() {
        use crate::signals::Signal as S;
        // "and", "with", "for", "like" and "the" written onto the noun.
        each_reads_as(&[
            ("فطيرة بجبن وعسل", S::Dairy),
            ("فطيرة بجبن وعسل", S::Honey),
            ("كشري وبيض مسلوق", S::Egg),
            ("شوربة عدس بالمرقة", S::Meat),
            ("رز بسمنة بلدي", S::Dairy),
            ("للحم الضاني", S::Meat),
            ("سلطة وتونه", S::Fish),
        ]);
        // A plant word that merely begins with those letters, and a plant
        // version under them, stay plant.
        each_reads_as_plant(&[
            "بامية بصلصة الطماطم وبصل",
            "فول بالزيت والليمون",
            "بقلاوة بالفستق",
            "كعك بسمن نباتي",
            "شوربة بمرق الخضار",
        ]);
    }

    #[test]
    fn arabic_without_denies_each_product_and_a_shared_pot_is_shared() {
        use crate::signals::Signal as S;
        let animal = crate::lexicon::ANIMAL;
        for text in [
            "صحن نباتي: بدون لحم، بدون زبدة، بدون بيض",
            "مسقعة بلا لحمة ولا سمن",
            "فلافل من غير بيض، جبنة أو لبن",
            "شوربة خالية من المرق واللحم",
        ] {
            assert!(!read(text).any(animal), "{text:?}");
        }
        // "Without meat, but with cheese": the list ends at the word
        // that turns it round.
        assert!(read("بدون لحم، لكن بجبنة").has(S::Dairy));
        assert!(read("بدون لحم، بس بيض").has(S::Egg));
        // "They fry the falafel in the same pan as the chicken".
        assert!(read("بيقلوا الطعمية في نفس المقلاة مع الفراخ").has(S::SharedSurface));
    }

    #[test]
    fn round_57_denials_in_portuguese_italian_and_spanish_deny_each_product() {
        let animal = crate::lexicon::ANIMAL;
        for (denied, said) in [
            (
                "(VG) Vegano: sem carne, sem ovo, sem leite, sem manteiga.",
                "(VG) Vegano: com carne, com ovo, com leite, com manteiga.",
            ),
            (
                "sem carne, ovo, leite ou manteiga",
                "com carne, ovo, leite ou manteiga",
            ),
            (
                "sem frango, sem caldo de galinha, sem bacon",
                "com frango, com caldo de galinha, com bacon",
            ),
            ("senza carne né pesce", "con carne e pesce"),
            (
                "senza uova, senza strutto, senza brodo di pollo",
                "con uova, con strutto, con brodo di pollo",
            ),
            (
                "sin carne, sin huevo, sin leche, sin manteca de cerdo",
                "con carne, con huevo, con leche, con manteca de cerdo",
            ),
            (
                "sans lardons, sans sauce de poisson, sans bouillon de poulet",
                "avec lardons, avec sauce de poisson, avec bouillon de poulet",
            ),
        ] {
            let signals = read(denied);
            assert!(!signals.any(animal), "{denied:?}: {signals:?}");
            assert!(read(said).any(animal), "{said:?}");
        }
        // Each product of the list is denied, not only the first.
        use crate::signals::Signal as S;
        for (text, product) in [
            ("sem carne, sem ovo", S::Egg),
            ("sem ovo, sem leite", S::Dairy),
            ("sem leite, sem manteiga", S::Dairy),
            ("sem ovo, sem carne", S::Meat),
        ] {
            assert!(!read(text).has(product), "{text:?}");
            let kept = text.replacen("sem ", "", 1).replace("sem ", "com ");
            assert!(read(&kept).has(product), "{kept:?}");
        }
    }

    #[test]
    fn round_63_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "all our jhol and malaikari gravies are cooked with a little mangsho stock",
                S::Meat,
            ),
            ("murgir jhol", S::Meat),
            ("কষা মাংস", S::Meat),
            ("মুগ ডাল, ঘি", S::Dairy),
            ("ইলিশ", S::Fish),
            ("চিংড়ি মালাইকারি", S::Shellfish),
            ("starts with onions fried slowly in שמאלץ", S::Meat),
            ("בורקס בשר", S::Meat),
            ("מרק עוף", S::Meat),
            ("בורקס טונה", S::Fish),
            ("עם חמאה", S::Dairy),
            ("חלב", S::Dairy),
            ("ביצים", S::Egg),
        ]);
    }

    #[test]
    fn czech_and_swahili_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("Všechna smažená jídla smažíme na vepřovém sádle", S::Pork),
            ("zelí (se slaninou)", S::Pork),
            ("bramboráčky (na sádle)", S::Pork),
            ("hovězí vývar", S::Meat),
            ("chapati (na samli)", S::Dairy),
            (
                "Githeri yetu hupikwa kwa mchuzi wa nyama ya ng'ombe",
                S::Meat,
            ),
            ("mayai", S::Egg),
        ]);
        assert!(!read("zeleninový vývar").any(crate::lexicon::ANIMAL));
        // Swedish, Czech and Swahili "no", "without".
        for text in [
            "Inget smör, ingen grädde, inget ister, inga ägg",
            "bez sádla, bez slaniny",
            "bila samli, bila nyama",
        ] {
            assert!(!read(text).any(crate::lexicon::ANIMAL), "{text:?}");
        }
    }

    #[test]
    fn words_of_rounds_67_and_68_kitchens_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            // Finnish.
            ("Keitto on tehty kanaliemeen", S::Meat),
            ("pinaattiletut pekonilla", S::Pork),
            ("perunamuusi voissa paistettu", S::Dairy),
            ("kananmunaa ja maidolla", S::Egg),
            // Bosnian and Croatian.
            ("Pite mažemo goveđim lojem", S::Meat),
            ("grah sa suhim mesom", S::Meat),
            ("krompir na svinjskoj masti", S::Pork),
            ("blitva s maslacem", S::Dairy),
            // Lithuanian.
            ("Patiekiama su spirgučių padažu", S::Pork),
            ("kiaulienos sultinys", S::Pork),
            ("blynai su sviestu", S::Dairy),
            // Afrikaans and Zulu.
            ("potjie met 'n murgbeen", S::Meat),
            ("pap gaargemaak in beesvet", S::Meat),
            ("Imifino iphekwe ngamafutha enkomo", S::Meat),
            ("ujeqe nebhotela, amaqanda", S::Egg),
            // Bulgarian.
            ("боб с пушено свинско", S::Pork),
            ("лук, запържен в краве масло", S::Dairy),
            ("пилешки бульон", S::Meat),
            // Wolof, Somali, Tigrinya.
            ("ceebu jën ak ndoxu yàpp", S::Meat),
            ("bariis lagu kariyey maraq hilib ari", S::Meat),
            ("ሽሮ ብጠስሚ", S::Dairy),
            // Taiwanese milkfish is a fish, not milk.
            ("Milkfish belly congee", S::Fish),
            // Khmer, read inside its runs of letters; Colombian Spanish.
            ("ម្ហូបទាំងអស់ប្រើប្រហុក", S::Fish),
            ("ស៊ុបឆ្អឹងជ្រូក", S::Pork),
            ("បាយឆាពងទា", S::Egg),
            ("fríjoles con pezuña de cerdo", S::Pork),
            ("sopa del día en caldo de costilla", S::Meat),
            ("arroz con suero costeño", S::Dairy),
        ]);
        // Khmer "there is no" prahok or fish sauce.
        assert!(!read("គ្មានប្រហុក គ្មានទឹកត្រី").any(crate::lexicon::ANIMAL));
        assert!(!read("Milkfish belly congee, fish-bone broth").has(S::Dairy));
        assert!(!read("Milkfish belly congee, fish-bone broth").has(S::Meat));
        // Vegetable stocks, and the denials no denial word reads.
        each_reads_as_plant(&[
            "grybų padažas su daržovių sultiniu",
            "grah kuhan na povrtni temeljac",
            "be mėsos, be spirgučių, be lašinių",
            "waxaa lagu kariyaa saliid, hilib la'aan",
        ]);
        // Finnish "ei" (not) before a product; Finnish, Somali and
        // Tigrinya "without".
        for text in [
            "ei maitoa, ei munaa, ei voita, ei lihalientä",
            "kasvisliemi, ei lihaa, ei kalaa",
            "ilman voita",
            "bilaa hilib",
            "ብዘይ ጠስሚ",
            "sonder vleis, sonder botter",
            "nema mesa, nema slanine, nema čvaraka",
            "nėra mėsos",
            "няма месо, няма сирене",
            "ngaphandle kwenyama, ngaphandle kobisi",
        ] {
            assert!(!read(text).any(crate::lexicon::ANIMAL), "{text:?}");
        }
        // "Amul butter" is the Indian dairy brand's butter.
        assert!(read("pav bhaji with Amul butter").has(S::Dairy));
        // German and Dutch egg keep their reading.
        each_reads_as(&[
            ("Allergene: Ei, Milch", S::Egg),
            ("Brot mit Ei", S::Egg),
            ("broodje ei bacon", S::Egg),
            ("broodje ei bacon", S::Pork),
        ]);
    }

    #[test]
    fn words_of_rounds_69_and_70_kitchens_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("arròs al forn amb brou de carn", S::Meat),
            ("patates fregides amb llard", S::Pork),
            ("fižol z ocvirki in zaseko", S::Pork),
            ("gobova juha na govejo juho", S::Meat),
            ("pasulj sa suvim rebrima", S::Pork),
            ("пасуљ на масти", S::Pork),
            ("погача са кајмаком", S::Dairy),
            ("хонины өөхөөр шарсан", S::Meat),
            ("ногоотой шөл өндөгтэй", S::Egg),
            ("utan nga gisabawan og sabaw sa baboy", S::Pork),
            ("linsesuppe kokt på kjøttkraft", S::Meat),
            ("grønnsaker stekt i smult", S::Pork),
            ("fasule me kockë viçi", S::Meat),
            ("byrek i lyer me gjalpë fshati", S::Dairy),
            ("mərci şorbası ət suyu ilə", S::Meat),
            ("düyü quyruq yağı ilə", S::Meat),
            ("chipa guasu kure kyra reheve", S::Pork),
            ("sopa so'o josopy reheve", S::Meat),
            ("katxupa ku toisinhu", S::Pork),
            ("djagacida ku leti", S::Dairy),
        ]);
        // Vegetable stocks, and the denials read as phrases.
        each_reads_as_plant(&[
            "arròs amb brou de verdures, sense carn ni peix",
            "byrek pa mish, pa djathë, pa vezë",
            "ət yoxdur, balıq yoxdur, kərə yağı yoxdur",
            "ətsiz, südsüz plov",
            "sen karni, sen toisinhu, sen leti",
            "mbeju so'o'ỹ, kure kyra'ỹre",
            "махгүй, амьтны өөхгүй",
            "Mish-mash with peppers and tomato",
        ]);
        // Slovenian, Cebuano and Norwegian "without"; Serbian "без".
        for text in [
            "brez mesa, brez ocvirkov, brez zaseke",
            "walay karne, walay sabaw sa baboy",
            "uten kjøttkraft",
            "без кајмака, без масти",
        ] {
            assert!(!read(text).any(crate::lexicon::ANIMAL), "{text:?}");
        }
        // Siu mai keeps its pork: Catalan "mai" (never) is read only in
        // its phrase.
        each_reads_as(&[("siu mai pork dumplings", S::Pork)]);
    }

    #[test]
    fn a_but_not_that_says_whom_the_food_is_for_denies_the_diet() {
        use crate::signals::Signal as S;
        for text in [
            "Lovely curries, but not for vegans at all",
            "Cosy room but not suitable for vegetarians",
        ] {
            let read = read(text);
            let denied = crate::signals::SignalSet::of(&[S::NoVegan, S::NoVegetarian]);
            assert!(read.any(denied), "{text:?}");
        }
        // An exception to what is meat-free denies nothing.
        let read = read("Everything is vegetarian but not the cheesecake");
        assert!(!read.has(S::NoVegetarian));
    }

    #[test]
    fn words_of_round_74_kitchens_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("voatabia nandrahoina tamin'ny menaka kisoa", S::Pork),
            ("sakamalao sy hen'omby", S::Meat),
            ("lasopy misy akoho", S::Meat),
            ("vary amin'ny atody", S::Egg),
            ("kafe misy ronono", S::Dairy),
            ("ful imqadded bil-laħam", S::Meat),
            ("kusksu bil-brodu tat-tigieg", S::Meat),
            ("għaġin bix-xaħam tal-majjal", S::Pork),
            ("ftira biz-zalzett", S::Pork),
            ("qassatat bl-irkotta u l-bajd", S::Egg),
            ("ħobż bil-ġbejniet", S::Dairy),
            ("kinwa kuchi wirapi kusashka", S::Pork),
            ("api atallpa aychawan", S::Meat),
            ("papa lulunwan", S::Egg),
        ]);
        // Kichwa "mana ...yuk", not having.
        each_reads_as_plant(&["mikhuna mana aychayuk", "locro mana aychata"]);
        // Oils and stocks of plants, and the bare words other languages
        // share.
        each_reads_as_plant(&[
            "legioma amin'ny menaka voanio",
            "minestra bil-brodu tal-ħxejjex",
            "mote sacha wirawan",
            "Nasi campur Pak Wirawan, tahu 2 butir",
            "Hena tattoo stall by the door",
        ]);
        // Maltese "bla" and "mingħajr", Malagasy "tsy misy": without.
        for text in [
            "bla laħam, bla zalzett, bla ġobon",
            "mingħajr bajd",
            "tsy misy hen'omby, tsy misy atody",
        ] {
            assert!(!read(text).any(crate::lexicon::ANIMAL), "{text:?}");
        }
    }

    #[test]
    fn fish_names_of_round_87_menus_read_as_fish() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("whole pomfret in coriander chutney, leaf-steamed", S::Fish),
            ("Paplet Rava Fry", S::Fish),
            ("tawa-fried surmai steaks", S::Fish),
            ("Seer Fish Fry", S::Fish),
            ("rawas tikka, mint chutney", S::Fish),
            ("Bangda Tikhale, kokum", S::Fish),
            ("Bombay duck, crumb-fried", S::Fish),
            ("shorshe bhetki, mustard paste", S::Fish),
            ("rohu kalia", S::Fish),
            ("katla in mustard gravy", S::Fish),
            ("karimeen pollichathu in banana leaf", S::Fish),
            ("Patrani Machhi, leaf-wrapped", S::Fish),
            ("Amritsari machli, chaat masala", S::Fish),
            ("meen moilee, coconut milk", S::Fish),
            ("maach bhaja", S::Fish),
            ("malu paan (2)", S::Fish),
            ("siakap stim limau", S::Fish),
            ("sambal tongkol", S::Fish),
            ("pempek with cuko", S::Fish),
            ("Lapu Lapu escabeche", S::Fish),
            ("pla kapong neung manao", S::Fish),
            ("panko basa fillets", S::Fish),
            ("maguro nigiri", S::Fish),
            ("shime saba, ginger", S::Fish),
            ("grilled hamour, Gulf spices", S::Fish),
            ("blackened redfish", S::Fish),
            ("kingfish escovitch", S::Fish),
        ]);
        // Look-alikes: the beer, Kolkata's Chinatown, the Filipino cooking
        // banana, a surname, "forbidden", "shades", and the Italian coffee.
        each_reads_as_plant(&[
            "Kingfisher Premium Lager",
            "Tangra chilli mushroom",
            "turon of saba banana and jackfruit",
            "Chef Ayala's vegetable stew",
            "bawal manigarilyo dito",
            "three shades of green",
            "oat macchiato",
            "Gefilte Greens, a plant-based deli",
        ]);
    }

    #[test]
    fn stocks_named_by_an_animals_part_are_that_animals() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("noodles in a twelve-hour bone stock", S::Meat),
            ("simmered in bones broth overnight", S::Meat),
            ("roast marrow stock, shallots", S::Meat),
            ("risotto finished with game jus", S::Meat),
            ("neck broth, ginger, scallion", S::Meat),
            ("a bowl of shank soup", S::Meat),
            ("ramen on pork trotter stock", S::Pork),
            ("trotter stock, miso tare", S::Pork),
            ("split peas cooked in smoked hock broth", S::Pork),
            ("knuckle stocks, reduced", S::Pork),
        ]);
        // "Stock" and "game" alone, a plant's stock, and the vegetable
        // marrow's soup are no animal's.
        each_reads_as_plant(&[
            "while stocks last",
            "game day specials",
            "Game of Thrones night: dragon-fruit punch",
            "vegetable stock, leeks, thyme",
            "mushroom broth, kombu",
            "vegetable marrow soup with mint",
            "served on bone china",
        ]);
    }

    #[test]
    fn regional_words_of_round_613_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("nam prik gapi with raw vegetables", S::Shellfish),
            ("khao kluk ga-pi", S::Shellfish),
            ("sambal trassi", S::Shellfish),
            ("kangkung belachan", S::Shellfish),
            ("cincalok omelette", S::Shellfish),
            ("hom ha fried rice", S::Shellfish),
            ("chicken wings in ha jeung", S::Shellfish),
            ("squid shiokara on rice", S::Shellfish),
            ("pla too fried crisp", S::Fish),
            ("dried pla salid, fried", S::Fish),
            ("hentak with chilli", S::Fish),
            ("kung siap chilli relish", S::Shellfish),
            ("gung haeng and lime", S::Shellfish),
            ("thieboudienne with yete", S::Shellfish),
            ("congee with moo yong", S::Pork),
            ("lup cheong clay pot rice", S::Pork),
            ("lap chong fried rice", S::Pork),
            ("bak kwa slices", S::Pork),
            ("siu yuk with mustard", S::Pork),
            ("yuk sung in lettuce cups", S::Pork),
            ("gyukotsu ramen", S::Meat),
            ("batatas fritas em tocinho", S::Pork),
            ("tepertős pogácsa", S::Pork),
            ("Bratkartoffeln mit Speckwürfeln", S::Pork),
            ("Erbsensuppe mit Schinkenwürfel", S::Pork),
            ("haricots verts sautés à la graisse d'oie", S::Meat),
            ("shiro wot with qibe", S::Dairy),
            // German and French yoghurt, unread before: a vegan plate's
            // "mit Joghurt-Dip" was read as nothing.
            ("Falafelteller mit Joghurt-Dip", S::Dairy),
            ("Naturjoghurt mit Honig", S::Dairy),
            ("sauce au yaourt", S::Dairy),
        ]);
        // "Teri" is Hindi "your", "oie" a Brazilian "hi", "moo" a cow's
        // sound; tofu cubes and a stock cube are no meat's pieces.
        each_reads_as_plant(&[
            "teri wali recipe se better hai",
            "oie, tudo bem? the tofu curry is great",
            "moo-ve over, the oat shake is here",
            "Tofuwürfel mit Gemüse",
            "ein Gemüsebrühwürfel",
            "Soja-Joghurt mit Beeren",
            "veganer Joghurt",
        ]);
    }

    #[test]
    fn romanian_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("cartofi țărănești (prăjiți cu ceapă și jumări)", S::Pork),
            ("prăjite în untură", S::Pork),
            ("fasole cu slănină", S::Pork),
            ("ciorbă de pui", S::Meat),
            ("fiartă în zeamă de carne", S::Meat),
            ("mămăligă cu brânză și smântână", S::Dairy),
            ("ouă", S::Egg),
        ]);
        // "Fără" (without) denies each product after it.
        for text in [
            "Fără untură, fără unt, fără smântână, fără ouă, fără zeamă de carne",
            "fără carne, fără untură",
        ] {
            assert!(!read(text).any(crate::lexicon::ANIMAL), "{text:?}");
        }
    }

    #[test]
    fn urdu_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            (
                "تمام دالیں اور سبزیاں دیسی گھی میں تڑکا لگائی جاتی ہیں",
                S::Dairy,
            ),
            ("مکھن", S::Dairy),
            ("بکرے کا گوشت", S::Meat),
            ("مرغی کی یخنی", S::Meat),
            ("مچھلی", S::Fish),
            ("انڈے", S::Egg),
        ]);
        assert!(
            !read("تمام دالیں اور سبزیاں سرسوں کے تیل میں تڑکا لگائی جاتی ہیں")
                .any(crate::lexicon::ANIMAL)
        );
    }

    #[test]
    fn round_63_plant_milks_and_malay_denials_stay_fit() {
        use dietfit_contract::Decision;
        each_reads_as_plant(&["קפה עם חלב סויה", "חלב שקדים"]);
        for words in [
            "nasi, sayur, tiada ayam, tiada belacan",
            "roti, dal, tak ada minyak sapi",
            "קפה, חלב שיבולת שועל",
        ] {
            assert_eq!(vegan_dish_with(words), Decision::Fit, "{words:?}");
        }
        assert_ne!(vegan_dish_with("nasi, sayur, ayam, belacan"), Decision::Fit);
        assert_ne!(vegan_dish_with("עם חמאה"), Decision::Fit);
    }

    #[test]
    fn round_62_words_read_as_their_animal_product() {
        use crate::signals::Signal as S;
        each_reads_as(&[
            ("We fry in zsír like my grandmother did", S::Pork),
            ("she said 'zsír, of course'", S::Pork),
            ("zsírban sütve", S::Pork),
            ("sertészsírral kenve", S::Pork),
            ("disznózsír", S::Pork),
            ("libazsírban sült", S::Meat),
            ("kacsazsír", S::Meat),
            (
                "one pot of kuah gulai that we start every morning on kaldu sapi",
                S::Meat,
            ),
            ("kaldu ayam", S::Meat),
            ("kaldu tulang", S::Meat),
            ("rendang daging sapi", S::Meat),
            ("sate kambing, sate ayam", S::Meat),
            ("lemak sapi", S::Meat),
            ("digoreng pakai minyak babi", S::Pork),
            ("babi guling", S::Pork),
            ("cumi goreng tepung", S::Shellfish),
            ("sambal teri medan", S::Fish),
            ("gulai telur", S::Egg),
            ("lomo, verduras, salsa de ostión", S::Shellfish),
        ]);
        // A hen's egg and cow's milk are no meat.
        assert!(!read("telur ayam").has(S::Meat));
        assert!(read("telur ayam").has(S::Egg));
        assert!(!read("susu sapi").has(S::Meat));
        assert!(read("susu sapi").has(S::Dairy));
    }

    #[test]
    fn round_62_words_stop_a_vegan_dish() {
        use dietfit_contract::Decision;
        for words in [
            "lángos fried in zsír",
            "terong, sambal, kaldu sapi",
            "nangka, kaldu ayam",
            "tumis kangkung, minyak babi",
            "tofu, cumi",
            "verduras, salsa de ostión",
        ] {
            assert_ne!(vegan_dish_with(words), Decision::Fit, "{words:?}");
        }
    }

    #[test]
    fn round_62_plant_fats_flesh_and_vegan_makes_stay_fit() {
        use dietfit_contract::Decision;
        each_reads_as_plant(&[
            "növényi zsírban sütve",
            "daging kelapa muda",
            "daging buah nangka",
            "daging nabati",
            "Teri at the counter was lovely",
        ]);
        // Hungarian puts "vegán" before the product it makes a plant one.
        for words in [
            "vegán tejföl, vegán sajt, fokhagyma",
            "növényi zsírban sütve, fokhagyma",
            "es kelapa, daging kelapa muda",
        ] {
            assert_eq!(vegan_dish_with(words), Decision::Fit, "{words:?}");
        }
        assert_ne!(vegan_dish_with("tejföl, sajt, fokhagyma"), Decision::Fit);
    }

    #[test]
    fn round_62_denials_in_indonesian_hungarian_and_spanish_deny_each_product() {
        let animal = crate::lexicon::ANIMAL;
        for (denied, said) in [
            (
                "(VG) vegan: tanpa terasi, tanpa ebi, tanpa ikan teri, tanpa kaldu ayam/sapi.",
                "(VG) vegan: pakai terasi, pakai ebi, pakai ikan teri, pakai kaldu ayam/sapi.",
            ),
            ("tidak pakai terasi", "pakai terasi"),
            ("tidak mengandung kaldu sapi", "mengandung kaldu sapi"),
            (
                "Nincs zsír, tejföl, sajt, tojás",
                "Van zsír, tejföl, sajt, tojás",
            ),
            ("nem tartalmaz zsírt", "tartalmaz zsírt"),
            ("zsír-mentes", "zsír"),
            (
                "növényi olajban sütve, nem zsírban",
                "növényi olajban sütve, zsírban",
            ),
            ("lecsó szalonna nélkül", "lecsó szalonnás"),
            (
                "(VG) vegano: sin salsa de ostión (usamos salsa de hongos), sin huevo, sin caldo de gallina.",
                "(VG) vegano: con salsa de ostión (usamos salsa de hongos), con huevo, con caldo de gallina.",
            ),
            (
                "(V) vegetariano: sin carne, sin mariscos, sin salsa de ostión ni caldo de gallina",
                "(V) vegetariano: con carne, con mariscos, con salsa de ostión y caldo de gallina",
            ),
        ] {
            let signals = read(denied);
            assert!(!signals.any(animal), "{denied:?}: {signals:?}");
            assert!(read(said).any(animal), "{said:?}");
        }
        // The Spanish controls as a diner meets them: a vegan menu whose
        // legend denies the oyster sauce stays fit, one that names it not.
        use dietfit_contract::Decision;
        assert_eq!(
            vegan_menu_with_note(
                "(VG) vegano: sin salsa de ostión (usamos salsa de hongos), sin huevo."
            ),
            Decision::Fit
        );
        assert_eq!(
            vegan_dish_with("tempe, tanpa terasi, tanpa ebi, tanpa ikan teri"),
            Decision::Fit
        );
    }

    #[test]
    fn round_62_an_indonesian_note_on_every_sambal_reaches_the_dishes_it_names() {
        use dietfit_contract::Decision;
        let with_note = |note: &str| {
            strict_vegan_decision(&[
                ("Terong Balado", "fried eggplant, red chili balado", VEGAN),
                ("Tempe Balado", "crispy tempeh, red chili balado", VEGAN),
                (
                    "Nasi Sayur",
                    "rice, daun singkong, nangka, sambal ijo",
                    VEGAN,
                ),
                (note, "", &[]),
            ])
        };
        // "All our sambal and balado are ground with shrimp paste and
        // dried shrimp."
        assert_ne!(
            with_note("Semua sambal dan balado kami diulek pakai terasi dan ebi"),
            Decision::Fit
        );
        assert_ne!(
            with_note("Setiap balado kami dimasak dengan kaldu ayam"),
            Decision::Fit
        );
        // Said of other dishes, or denied, the note leaves them fit.
        assert_eq!(
            with_note("Semua rendang dan gulai kami dimasak pakai kaldu sapi"),
            Decision::Fit
        );
        assert_eq!(
            with_note("Semua sambal dan balado kami diulek tanpa terasi dan ebi"),
            Decision::Fit
        );
    }

    /// A pescatarian's decision on a seafood menu with pork dishes, given a
    /// restaurant's own caption.
    fn pescatarian_with_caption(caption: &str) -> dietfit_contract::Decision {
        let menu: Vec<serde_json::Value> = [
            ("Chaufa de Mariscos", "langostinos, calamar, conchas, huevo"),
            ("Pescado al Tausí", "filete de pescado, frejol negro"),
            ("Tallarín de Langostinos", "langostinos, fideos"),
            ("Chancho al Ajo", "cerdo crocante, salsa de ajo"),
        ]
        .iter()
        .map(|(name, description)| {
            serde_json::json!({
                "name": name, "description": description, "labels": [],
                "observed_at": "2026-10-01T00:00:00Z", "source": "https://menu.example",
            })
        })
        .collect();
        let record = serde_json::json!({
            "external_id": "t:1", "name": "T", "menu": menu,
            "declarations": [{
                "text": caption, "date": "2026-10-01T00:00:00Z",
                "source": "https://social.example/post",
            }],
        });
        let record = dietfit_contract::IngestRecord::parse_line(&record.to_string()).unwrap();
        let now = time::macros::datetime!(2026-11-01 00:00:00 UTC);
        let profile = dietfit_contract::UserProfile {
            diet: dietfit_contract::Diet::Pescatarian,
            exclude_cross_contamination: false,
            dietary_rules: Vec::new(),
        };
        crate::decide(&crate::evaluate(&record, now), &profile, now)
            .match_for_profile
            .decision
    }

    #[test]
    fn round_62_a_spanish_caption_giving_the_food_its_taste_ties_the_pork() {
        use dietfit_contract::Decision;
        for caption in [
            "¡Chaufa de Mariscos! Langostinos, calamar, conchitas y nuestro chancho asado de siempre para darle ese sabor chifa.",
            "Nuestro chaufa de mariscos lleva chancho asado.",
        ] {
            assert_ne!(
                pescatarian_with_caption(caption),
                Decision::Fit,
                "{caption:?}"
            );
        }
        // The seafood alone, or the pork denied, leaves the fish dishes fit.
        for caption in [
            "¡Chaufa de Mariscos! Langostinos, calamar y conchitas para darle ese sabor chifa.",
            "Nuestro chaufa de mariscos no lleva chancho.",
        ] {
            assert_eq!(
                pescatarian_with_caption(caption),
                Decision::Fit,
                "{caption:?}"
            );
        }
    }
}
