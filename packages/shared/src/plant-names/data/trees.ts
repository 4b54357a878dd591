// Shade, street and flowering trees. One taxon a line, fields as documented in ../reference.ts:
// name|common names|synonyms|zones|light|water|native|habit+deer|bloom
export const TREES = `
Acer rubrum|red maple,swamp maple,scarlet maple||3-9|sp|mh|e|D|wi-sp:red
Acer saccharum|sugar maple,hard maple,rock maple||3-8|sp|m|ne mw se|D|
Acer x freemanii|Freeman maple,Autumn Blaze maple|Acer rubrum x saccharinum|3-8|sp|mh||D|
Acer saccharinum|silver maple,soft maple||3-9|sp|mh|e|D|
Acer palmatum|Japanese maple||5-8|ps|m||D|
Acer palmatum var. dissectum|cutleaf Japanese maple,laceleaf Japanese maple,threadleaf Japanese maple|Acer palmatum Dissectum Group|5-8|ps|m||D|
Acer japonicum|fullmoon maple,full moon maple||5-7|ps|m||D|
Acer shirasawanum|golden full moon maple,Shirasawa maple||5-7|p|m||D|
Acer griseum|paperbark maple||4-8|sp|m||Dx|
Acer campestre|hedge maple,field maple||5-8|sp|lm||Dx|
Acer platanoides|Norway maple||4-7|sp|m||D|
Acer ginnala|Amur maple|Acer tataricum subsp. ginnala|3-8|sp|lm||D|sp:white
Acer tataricum|Tatarian maple,tatar maple||3-8|sp|lm||D|sp:white
Acer truncatum|Shantung maple,purpleblow maple||4-8|sp|lm||D|
Acer buergerianum|trident maple||5-9|sp|lm||D|
Acer negundo|boxelder,box elder,ash-leaved maple||2-9|sp|lmh|e gp w|D|
Acer pensylvanicum|striped maple,moosewood||3-7|ph|m|ne mw se|D|
Acer circinatum|vine maple||5-9|ph|m|pnw CA|D|
Acer macrophyllum|bigleaf maple,Oregon maple||5-9|sp|m|pnw CA|D|
Acer grandidentatum|bigtooth maple,canyon maple||4-8|sp|l|sw rm|D|
Acer miyabei|Miyabe maple,State Street maple||4-8|sp|m||D|
Acer x conspicuum|snakebark maple||5-7|p|m||D|
Aesculus hippocastanum|horse chestnut,common horsechestnut||4-7|sp|m||Dx|sp:white
Aesculus x carnea|red horse chestnut,red horsechestnut||5-8|sp|m||Dx|sp:pink/red
Aesculus glabra|Ohio buckeye||3-7|sp|m|mw se|Dx|sp:yellow
Aesculus flava|yellow buckeye|Aesculus octandra|4-8|sp|m|se mw|Dx|sp:yellow
Aesculus pavia|red buckeye||5-9|ps|m|se s|Dx|sp:red
Aesculus parviflora|bottlebrush buckeye||4-8|sph|m|se|Dx|su:white
Alnus glutinosa|black alder,European alder||3-7|sp|mh||D|
Alnus serrulata|hazel alder,smooth alder||4-9|sp|h|e|D|
Amelanchier arborea|downy serviceberry,juneberry,shadbush||4-9|sp|m|e|D|sp:white
Amelanchier x grandiflora|apple serviceberry,Autumn Brilliance serviceberry||4-9|sp|m||D|sp:white
Amelanchier laevis|Allegheny serviceberry||4-8|sp|m|ne mw se|D|sp:white
Amelanchier canadensis|Canadian serviceberry,shadblow serviceberry||4-8|sp|mh|ne se|D|sp:white
Amelanchier alnifolia|Saskatoon serviceberry,western serviceberry,saskatoon||2-7|sp|lm|w gp|D|sp:white
Betula nigra|river birch,red birch||4-9|sp|mh|e|D|
Betula papyrifera|paper birch,canoe birch,white birch||2-7|sp|m|ne mw rm pnw|D|
Betula pendula|European white birch,silver birch,weeping birch||2-7|sp|m||D|
Betula utilis var. jacquemontii|Himalayan birch,whitebarked Himalayan birch,Jacquemontii birch|Betula jacquemontii|4-7|sp|m||D|
Betula populifolia|gray birch,grey birch||3-6|sp|lm|ne|D|
Betula lenta|sweet birch,black birch,cherry birch||3-7|sp|m|ne se|D|
Betula alleghaniensis|yellow birch||3-7|sp|m|ne mw|D|
Carpinus betulus|European hornbeam||4-8|sp|m||Dx|
Carpinus caroliniana|American hornbeam,ironwood,musclewood,blue beech||3-9|ph|m|e|Dx|
Carya illinoinensis|pecan||5-9|s|m|s se mw|D|
Carya ovata|shagbark hickory||4-8|s|m|e|D|
Castanea dentata|American chestnut||4-8|s|m|e|D|su:white
Castanea mollissima|Chinese chestnut||4-8|s|m||D|su:white
Catalpa speciosa|northern catalpa,western catalpa||4-8|sp|m|mw s|D|sp-su:white
Catalpa bignonioides|southern catalpa,Indian bean tree||5-9|sp|m|se|D|su:white
Celtis occidentalis|common hackberry,northern hackberry,hackberry||2-9|s|lm|e gp|D|
Celtis laevigata|sugarberry,southern hackberry||5-9|s|lm|se s|D|
Cercidiphyllum japonicum|katsura tree,katsura||4-8|sp|m||D|
Cercis canadensis|eastern redbud,redbud||4-9|sp|m|e|D|sp:pink/purple
Cercis canadensis var. texensis|Texas redbud||6-9|sp|l|TX OK|D|sp:pink
Cercis chinensis|Chinese redbud||6-9|sp|m||D|sp:pink/purple
Cercis occidentalis|western redbud,California redbud|Cercis orbiculata|7-9|s|l|CA sw|D|sp:pink/purple
Chionanthus virginicus|white fringetree,fringe tree,old man's beard,grancy graybeard||3-9|sp|m|se ne s|D|sp:white
Chionanthus retusus|Chinese fringetree,Chinese fringe tree||6-9|sp|m||D|sp:white
Cladrastis kentukea|American yellowwood,yellowwood|Cladrastis lutea|4-8|s|m|se mw|D|sp:white
Cornus florida|flowering dogwood,eastern dogwood||5-9|sp|m|e|D|sp:white/pink
Cornus kousa|kousa dogwood,Korean dogwood,Chinese dogwood,Japanese dogwood||5-8|sp|m||D|sp-su:white
Cornus x rutgersensis|Stellar dogwood,Rutgers hybrid dogwood|Cornus florida x kousa|5-8|sp|m||D|sp:white/pink
Cornus mas|Cornelian cherry,cornelian cherry dogwood,cornelian-cherry||4-8|sp|m||Dx|wi-sp:yellow
Cornus alternifolia|pagoda dogwood,alternate-leaf dogwood||3-7|ph|m|ne mw se|D|sp:white
Cornus nuttallii|Pacific dogwood,western flowering dogwood||7-9|p|m|pnw CA|D|sp:white
Cotinus obovatus|American smoketree,American smokebush||4-8|s|l|s se|Dx|su:pink
Crataegus phaenopyrum|Washington hawthorn||4-8|s|lm|se mw|D|sp:white
Crataegus viridis|green hawthorn,Winter King hawthorn||4-7|s|lm|se s|D|sp:white
Crataegus crus-galli var. inermis|thornless cockspur hawthorn||4-7|s|lm|e|D|sp:white
Crataegus laevigata|English hawthorn,midland hawthorn|Crataegus oxyacantha|4-8|s|m||D|sp:white/pink/red
Crataegus x lavallei|Lavalle hawthorn||5-7|s|m||D|sp:white
Davidia involucrata|dove tree,handkerchief tree||6-8|p|m||D|sp:white
Diospyros virginiana|American persimmon,common persimmon||4-9|s|lm|e|D|
Diospyros kaki|Japanese persimmon,Asian persimmon,kaki||7-10|s|m||D|
Eucommia ulmoides|hardy rubber tree||4-7|s|m||D|
Fagus grandifolia|American beech||3-9|sp|m|e|D|
Fagus sylvatica|European beech,copper beech,purple beech,weeping beech||4-7|sp|m||D|
Franklinia alatamaha|Franklin tree,franklinia||5-8|sp|m|GA|D|su-fa:white
Fraxinus americana|white ash||3-9|s|m|e|D|
Fraxinus pennsylvanica|green ash,red ash||3-9|s|mh|e gp|D|
Ginkgo biloba|ginkgo,maidenhair tree||3-8|s|lm||Dx|
Gleditsia triacanthos var. inermis|thornless honeylocust,thornless honey locust|Gleditsia triacanthos f. inermis|3-8|s|lm|e gp|D|
Gleditsia triacanthos|honeylocust,honey locust,common honeylocust||3-8|s|lm|e gp|D|
Gymnocladus dioicus|Kentucky coffeetree,Kentucky coffee tree|Gymnocladus dioica|3-8|s|lm|mw se|Dx|
Halesia carolina|Carolina silverbell,silverbell,snowdrop tree|Halesia tetraptera|4-8|sp|m|se|D|sp:white
Halesia diptera|two-wing silverbell||5-9|sp|m|se s|D|sp:white
Heptacodium miconioides|seven-son flower,seven son flower||5-9|sp|m||D|su-fa:white
Ilex opaca|American holly||5-9|sp|m|e|Ex|sp:white
Ilex x attenuata|Foster holly,topal holly,Savannah holly,East Palatka holly||6-9|sp|m||Ex|sp:white
Ilex x 'Nellie R. Stevens'|Nellie Stevens holly,Nellie R. Stevens holly||6-9|sp|m||Ex|sp:white
Ilex vomitoria|yaupon holly,yaupon||7-10|sph|lm|se s|Ex|sp:white
Ilex x koehneana|Koehne holly||7-9|sp|m||Ex|
Ilex latifolia|lusterleaf holly,tarajo holly||7-9|sp|m||Ex|
Juglans nigra|black walnut,eastern black walnut||4-9|s|m|e|Dx|
Juglans regia|English walnut,Persian walnut||5-9|s|m||D|
Koelreuteria paniculata|goldenrain tree,golden rain tree,varnish tree||5-9|s|lm||D|su:yellow
Koelreuteria bipinnata|Chinese flame tree,bougainvillea goldenraintree||7-9|s|lm||D|su-fa:yellow
Laburnum x watereri|golden chain tree,goldenchain tree,Voss laburnum||5-7|sp|m||Dx|sp:yellow
Lagerstroemia indica|crape myrtle,crepe myrtle,crapemyrtle,crepemyrtle||7-9|s|lm||D|su:pink/red/white/purple
Lagerstroemia indica x fauriei|hybrid crape myrtle,hybrid crepe myrtle,Natchez crape myrtle,Muskogee crape myrtle,Tuscarora crape myrtle|Lagerstroemia x fauriei hybrids|6b-9|s|lm||D|su:white/pink/red/purple
Lagerstroemia fauriei|Japanese crape myrtle,Japanese crepe myrtle||6-9|s|lm||D|su:white
Liquidambar styraciflua|American sweetgum,sweetgum,sweet gum,red gum||5-9|s|mh|e|D|
Liriodendron tulipifera|tulip tree,tulip poplar,yellow poplar,tuliptree,tulip-poplar||4-9|s|m|e|D|sp:yellow/orange
Maackia amurensis|Amur maackia||3-7|s|lm||D|su:white
Magnolia grandiflora|southern magnolia,bull bay,evergreen magnolia||6-10|sp|m|se s|E|sp-su:white
Magnolia virginiana|sweetbay magnolia,sweetbay,swamp magnolia||5-10|sp|mh|se ne s|S|sp-su:white
Magnolia x soulangeana|saucer magnolia,tulip tree magnolia|Magnolia x soulangiana|4-9|sp|m||D|sp:pink/white/purple
Magnolia stellata|star magnolia|Magnolia kobus var. stellata|4-8|sp|m||D|sp:white/pink
Magnolia x loebneri|Loebner magnolia,Merrill magnolia,Leonard Messel magnolia||5-9|sp|m||D|sp:white/pink
Magnolia acuminata|cucumber tree,cucumbertree magnolia,cucumber magnolia||3-8|sp|m|e|D|sp:yellow/green
Magnolia liliiflora|lily magnolia,Jane magnolia,Ann magnolia|Magnolia quinquepeta|5-8|sp|m||D|sp:purple/pink
Magnolia denudata|Yulan magnolia,lily tree||5-8|sp|m||D|sp:white
Magnolia kobus|Kobus magnolia||5-8|sp|m||D|sp:white
Magnolia macrophylla|bigleaf magnolia||5-8|p|m|se|D|su:white
Magnolia tripetala|umbrella magnolia||5-8|p|m|se ne|D|sp:white
Magnolia 'Butterflies'|Butterflies magnolia,yellow magnolia||5-8|sp|m||D|sp:yellow
Magnolia 'Jane'|Jane magnolia||4-8|sp|m||D|sp:purple/pink
Malus domestica|apple,apple tree|Malus pumila|3-8|s|m||D|sp:white/pink
Malus floribunda|Japanese flowering crabapple||4-8|s|m||D|sp:pink/white
Malus sargentii|Sargent crabapple|Malus toringo subsp. sargentii|4-8|s|m||D|sp:white
Malus|flowering crabapple,crabapple,crab apple||4-8|s|m||D|sp:white/pink/red
Malus ioensis|prairie crabapple,Iowa crabapple||4-8|s|m|mw|D|sp:pink
Morus alba|white mulberry,fruitless mulberry,weeping mulberry||4-8|s|lm||D|
Morus rubra|red mulberry||5-9|sp|m|e|D|
Nyssa sylvatica|black gum,blackgum,black tupelo,sour gum,tupelo||4-9|sp|mh|e|D|
Nyssa aquatica|water tupelo||6-9|s|h|se s|D|
Ostrya virginiana|American hophornbeam,hophornbeam,ironwood||3-9|sp|lm|e|D|
Oxydendrum arboreum|sourwood,sorrel tree||5-9|sp|m|se|D|su:white
Parrotia persica|Persian ironwood,Persian parrotia||4-8|sp|m||Dx|wi:red
Paulownia tomentosa|princess tree,empress tree,royal paulownia||5-9|s|m||D|sp:purple
Pistacia chinensis|Chinese pistache||6-9|s|l||D|
Platanus occidentalis|American sycamore,sycamore,American planetree,buttonwood||4-9|s|mh|e|D|
Platanus x acerifolia|London planetree,London plane tree,London plane|Platanus x hispanica|5-8|s|m||D|
Platanus racemosa|California sycamore,western sycamore||7-10|s|mh|CA|D|
Populus tremuloides|quaking aspen,trembling aspen,aspen||1-7|s|m|w mw ne gp|D|
Populus deltoides|eastern cottonwood,cottonwood||2-9|s|mh|e gp|D|
Populus alba|white poplar,silver poplar||3-8|s|m||D|
Populus tremula 'Erecta'|Swedish columnar aspen,columnar aspen||2-6|s|m||D|
Prunus cerasifera|cherry plum,purple leaf plum,purpleleaf plum,myrobalan plum||4-8|s|m||D|sp:pink/white
Prunus serrulata|Japanese flowering cherry,Kwanzan cherry,Kanzan cherry,oriental cherry||5-8|s|m||D|sp:pink
Prunus x yedoensis|Yoshino cherry,Yoshino flowering cherry,potomac cherry|Prunus yedoensis|5-8|s|m||D|sp:white/pink
Prunus subhirtella|Higan cherry,weeping Higan cherry,weeping cherry,autumn flowering cherry|Prunus x subhirtella|4-8|s|m||D|sp:pink/white
Prunus sargentii|Sargent cherry||4-7|s|m||D|sp:pink
Prunus x incam 'Okame'|Okame flowering cherry||6-8|s|m||D|sp:pink
Prunus virginiana|chokecherry,common chokecherry,Canada red chokecherry||2-7|sp|lm|e gp w|D|sp:white
Prunus serotina|black cherry,wild black cherry,rum cherry||3-9|s|m|e|D|sp:white
Prunus americana|American plum,wild plum||3-8|sp|lm|e gp|D|sp:white
Prunus mume|Japanese apricot,flowering apricot,Chinese plum||6-9|s|m||D|wi:pink/white
Prunus persica|peach,flowering peach||5-8|s|m||D|sp:pink
Prunus avium|sweet cherry,mazzard cherry||5-8|s|m||D|sp:white
Prunus cerasus|sour cherry,tart cherry,pie cherry||4-7|s|m||D|sp:white
Prunus armeniaca|apricot||5-8|s|m||D|sp:white/pink
Prunus domestica|European plum,plum||5-8|s|m||D|sp:white
Prunus salicina|Japanese plum||6-9|s|m||D|sp:white
Prunus padus|European bird cherry,bird cherry,mayday tree||3-6|s|m||D|sp:white
Prunus maackii|Amur chokecherry,Amur cherry||2-6|s|m||D|sp:white
Prunus x cistena|purpleleaf sand cherry,purple leaf sand cherry||2-8|s|m||D|sp:pink/white
Prunus caroliniana|Carolina cherry laurel,Carolina laurelcherry,cherry laurel||7-10|sp|m|se s|E|sp:white
Pyrus calleryana|Callery pear,Bradford pear,Cleveland Select pear,Chanticleer pear||5-8|s|m||D|sp:white
Pyrus communis|European pear,common pear,pear||4-8|s|m||D|sp:white
Pyrus pyrifolia|Asian pear,Asian pear tree,Nashi pear||5-9|s|m||D|sp:white
Pyrus ussuriensis|Ussurian pear,Harbin pear||3-7|s|m||D|sp:white
Quercus alba|white oak||3-9|s|m|e|D|
Quercus rubra|northern red oak,red oak|Quercus borealis|4-8|s|m|e|D|
Quercus palustris|pin oak||4-8|s|mh|e|D|
Quercus phellos|willow oak||5-9|s|mh|se s|D|
Quercus bicolor|swamp white oak||3-8|s|mh|e|D|
Quercus macrocarpa|bur oak,burr oak,mossycup oak||3-8|s|lm|e gp|D|
Quercus shumardii|Shumard oak,Shumard red oak||5-9|s|lm|se s mw|D|
Quercus coccinea|scarlet oak||4-8|s|lm|e|D|
Quercus virginiana|southern live oak,live oak||7-10|s|lm|se s|E|
Quercus nuttallii|Nuttall oak|Quercus texana|6-9|s|mh|s se|D|
Quercus robur|English oak,pedunculate oak||4-8|s|m||D|
Quercus robur 'Fastigiata'|columnar English oak,upright English oak||4-8|s|m||D|
Quercus x bimundorum|Crimson Spire oak,Kindred Spirit oak|Quercus alba x robur|4-8|s|m||D|
Quercus imbricaria|shingle oak||4-8|s|m|mw se|D|
Quercus muehlenbergii|chinkapin oak,chinquapin oak,yellow chestnut oak|Quercus muhlenbergii|4-7|s|lm|e|D|
Quercus montana|chestnut oak,rock chestnut oak|Quercus prinus|4-8|s|l|e|D|
Quercus lyrata|overcup oak||5-9|s|mh|se s|D|
Quercus falcata|southern red oak,Spanish oak||6-9|s|lm|se s|D|
Quercus velutina|black oak||3-9|s|lm|e|D|
Quercus acutissima|sawtooth oak||5-9|s|lm||D|
Quercus nigra|water oak||6-9|s|mh|se s|D|
Quercus lobata|valley oak,California white oak||7-10|s|l|CA|D|
Quercus agrifolia|coast live oak,California live oak||9-10|s|l|CA|E|
Quercus gambelii|Gambel oak||4-7|s|l|sw rm|D|
Quercus fusiformis|Texas live oak,escarpment live oak|Quercus virginiana var. fusiformis|7-10|s|l|TX OK|E|
Quercus texana|Texas red oak,Buckley oak|Quercus buckleyi|6-9|s|l|TX OK|D|
Robinia pseudoacacia|black locust||3-8|s|l|se mw|D|sp:white
Salix babylonica|weeping willow,Babylon willow||6-8|s|h||D|
Salix alba 'Tristis'|golden weeping willow|Salix x sepulcralis 'Chrysocoma'|4-8|s|h||D|
Salix matsudana 'Tortuosa'|corkscrew willow,dragon's claw willow|Salix babylonica var. pekinensis 'Tortuosa'|5-8|s|mh||D|
Salix integra 'Hakuro Nishiki'|dappled willow,tricolor willow,Hakuro Nishiki willow||5-9|sp|mh||D|
Salix discolor|pussy willow,American pussy willow||4-8|s|h|ne mw|D|sp:gray
Salix caprea|goat willow,French pussy willow||4-8|s|mh||D|sp:gray
Sassafras albidum|sassafras||4-9|sp|m|e|D|sp:yellow
Sophora japonica|Japanese pagoda tree,scholar tree|Styphnolobium japonicum|5-8|s|lm||D|su:white
Sorbus americana|American mountain ash||2-6|s|m|ne mw|D|sp:white
Sorbus aucuparia|European mountain ash,rowan||3-6|s|m||D|sp:white
Stewartia pseudocamellia|Japanese stewartia||5-7|p|m||D|su:white
Styrax japonicus|Japanese snowbell||5-8|sp|m||D|sp:white
Styrax obassia|fragrant snowbell||5-8|p|m||D|sp:white
Syringa reticulata|Japanese tree lilac,tree lilac,Ivory Silk lilac||3-7|s|m||Dx|su:white
Syringa pekinensis|Peking lilac,Chinese tree lilac|Syringa reticulata subsp. pekinensis|3-7|s|m||Dx|su:white
Taxodium distichum|bald cypress,baldcypress,swamp cypress||4-10|s|mh|se s mw|D|
Taxodium distichum var. imbricarium|pond cypress,pondcypress|Taxodium ascendens|5-9|s|mh|se|D|
Tilia cordata|littleleaf linden,little-leaf linden,small-leaved lime,Greenspire linden||3-7|sp|m||D|su:yellow
Tilia americana|American linden,basswood,American basswood||3-8|sp|m|e|D|su:yellow
Tilia tomentosa|silver linden||4-7|sp|m||D|su:yellow
Tilia x euchlora|Crimean linden||4-7|sp|m||D|su:yellow
Ulmus americana|American elm,white elm,Princeton elm,Valley Forge elm||3-9|s|m|e gp|D|
Ulmus parvifolia|lacebark elm,Chinese elm,Allee elm||5-9|s|lm||D|
Ulmus 'Frontier'|Frontier elm||5-8|s|m||D|
Ulmus 'Accolade'|Accolade elm||4-9|s|m||D|
Ulmus pumila|Siberian elm||4-9|s|l||D|
Zelkova serrata|Japanese zelkova,zelkova,Green Vase zelkova,Village Green zelkova||5-8|s|m||D|
Vitex agnus-castus|chaste tree,chastetree,vitex,monk's pepper||6-9|s|l||Dx|su:blue/purple
Chilopsis linearis|desert willow||7-10|s|l|sw CA|D|su:pink/purple
Albizia julibrissin|mimosa,silk tree,silktree,Persian silk tree||6-9|s|l||D|su:pink
Cotinus coggygria|smokebush,smoke tree,smoketree,European smokebush||4-8|s|l||Dx|su:pink/purple
Asimina triloba|pawpaw,paw paw,common pawpaw||5-8|sp|m|e|Dx|sp:purple
Arbutus unedo|strawberry tree||7-10|sp|l||E|fa:white
Arbutus menziesii|Pacific madrone,madrone,madrona||7-9|s|l|pnw CA|E|sp:white
Aralia spinosa|devil's walking stick,Hercules' club||4-9|sp|m|e|D|su:white
Hamamelis virginiana|common witch hazel,American witchhazel,witch hazel||3-8|sp|m|e|Dx|fa:yellow
Hamamelis x intermedia|hybrid witch hazel,Arnold Promise witch hazel,Jelena witch hazel,Diane witch hazel||5-8|sp|m||Dx|wi:yellow/orange/red
Hamamelis vernalis|Ozark witch hazel,vernal witch hazel||4-8|sp|m|s mw|Dx|wi:yellow/red
Hamamelis mollis|Chinese witch hazel||5-8|sp|m||Dx|wi:yellow
Lindera benzoin|spicebush,northern spicebush||4-9|ph|mh|e|Dx|sp:yellow
Ptelea trifoliata|hoptree,wafer ash,common hoptree||4-9|sph|lm|e sw|Dx|sp:green
Rhus typhina|staghorn sumac||3-8|s|l|ne mw|D|su:green
Rhus glabra|smooth sumac||2-9|s|l|e gp w|D|su:green
Rhus copallinum|winged sumac,shining sumac,flameleaf sumac|Rhus copallina|4-9|s|l|e|D|su:green
Rhus aromatica|fragrant sumac,Gro-Low sumac||3-9|sp|l|e gp|Dx|sp:yellow
Cotoneaster salicifolius|willowleaf cotoneaster||6-8|sp|lm||E|sp:white
Eriobotrya japonica|loquat,Japanese plum||8-10|sp|m||E|fa-wi:white
Citrus x meyeri|Meyer lemon,Meyer lemon tree|Citrus meyeri|9-11|s|m||E|sp:white
Citrus sinensis|sweet orange,orange tree,navel orange||9-11|s|m||E|sp:white
Citrus x latifolia|Persian lime,Bearss lime,Tahiti lime||9-11|s|m||E|sp:white
Ficus carica|common fig,fig,fig tree,Brown Turkey fig||7-10|s|m||D|
Olea europaea|olive,olive tree,European olive||8-11|s|l||Ex|sp:white
Punica granatum|pomegranate||7-10|s|l||Dx|su:orange/red
Ilex decidua|possumhaw,possumhaw holly,deciduous holly||5-9|sp|mh|se s mw|D|sp:white
Sapium sebiferum|Chinese tallow tree,popcorn tree|Triadica sebifera|8-10|s|m||D|
Washingtonia robusta|Mexican fan palm,Washington palm||9-11|s|l||E|su:white
Washingtonia filifera|California fan palm,desert fan palm||8-11|s|l|CA AZ|E|su:white
Sabal palmetto|cabbage palm,sabal palm,palmetto palm,cabbage palmetto||8-11|sp|lm|se|Ex|su:white
Sabal minor|dwarf palmetto,bush palmetto||7-10|sph|mh|se s|Ex|su:white
Trachycarpus fortunei|windmill palm,Chinese windmill palm,Chusan palm||7-11|sp|m||E|sp:yellow
Butia capitata|pindo palm,jelly palm|Butia odorata|8-11|s|l||E|sp:yellow
Phoenix canariensis|Canary Island date palm||9-11|s|m||E|
Phoenix roebelenii|pygmy date palm,dwarf date palm||10-11|sp|m||E|
Phoenix dactylifera|date palm||9-11|s|l||E|
Chamaerops humilis|European fan palm,Mediterranean fan palm||8-11|sp|l||Ex|sp:yellow
Syagrus romanzoffiana|queen palm|Arecastrum romanzoffianum|9-11|s|m||E|
Rhapidophyllum hystrix|needle palm||6-10|ph|m|se|Ex|
Cycas revoluta|sago palm,king sago||8-11|sph|l||Ex|
Cercis canadensis 'Forest Pansy'|Forest Pansy redbud,purple leaf redbud||5-9|sp|m||D|sp:pink/purple
Cercis canadensis 'Ruby Falls'|Ruby Falls weeping redbud||5-9|sp|m||D|sp:pink/purple
Cercis canadensis 'Lavender Twist'|Lavender Twist redbud,weeping redbud,Covey redbud||5-9|sp|m||D|sp:pink/purple
Acer palmatum 'Bloodgood'|Bloodgood Japanese maple||5-8|sp|m||D|
Myrica cerifera|southern wax myrtle,wax myrtle,southern bayberry|Morella cerifera|7-10|sp|lmh|se s|Ex|
Ilex cassine|dahoon holly,dahoon||7-10|sp|mh|se|Ex|sp:white
Persea borbonia|redbay,red bay||7-10|sp|mh|se|E|
Bursera simaruba|gumbo limbo||10-11|s|l|FL|D|
Conocarpus erectus|buttonwood,button mangrove,silver buttonwood||10-11|s|lm|FL|E|
Cassia fistula|golden shower tree||10-11|s|m||D|su:yellow
Jacaranda mimosifolia|jacaranda,blue jacaranda||9-11|s|m||D|sp-su:purple
Delonix regia|royal poinciana,flamboyant||10-11|s|m||D|su:red
Lagunaria patersonia|primrose tree,Norfolk Island hibiscus||9-11|s|l||E|su:pink
Tabebuia impetiginosa|pink trumpet tree,pink tabebuia|Handroanthus impetiginosus|10-11|s|l||D|sp:pink
Geijera parviflora|Australian willow,wilga||9-11|s|l||E|
Pistacia lentiscus|mastic tree,lentisk||9-11|s|l||E|
Prosopis glandulosa|honey mesquite,mesquite||6-10|s|l|sw s CA|D|sp:yellow
Parkinsonia aculeata|Jerusalem thorn,Mexican palo verde||8-11|s|l|sw TX|D|sp:yellow
Parkinsonia florida|blue palo verde|Cercidium floridum|8-11|s|l|AZ CA|D|sp:yellow
Parkinsonia x 'Desert Museum'|Desert Museum palo verde||8-11|s|l||D|sp:yellow
Olneya tesota|desert ironwood,ironwood||9-11|s|l|AZ CA|E|sp:purple
Acacia farnesiana|sweet acacia,huisache|Vachellia farnesiana|8-11|s|l|sw TX FL|D|wi-sp:yellow
`;
